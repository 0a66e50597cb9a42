; Named struct types: recursive, opaque, packed, literal, nested arrays.
%struct.node = type { i32, %struct.node* }
%struct.opaque = type opaque
%struct.packed = type <{ i8, i32 }>
%struct.outer = type { %struct.packed, [2 x [3 x i16]], { float, double } }

@head = global %struct.node { i32 1, %struct.node* null }
@handle = global %struct.opaque* null
@pk = global %struct.packed <{ i8 1, i32 2 }>
@o = global %struct.outer zeroinitializer

define i32 @walk(%struct.node* %n) {
entry:
  br label %loop
loop:
  %cur = phi %struct.node* [ %n, %entry ], [ %nx, %body ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]
  %isnull = icmp eq %struct.node* %cur, null
  br i1 %isnull, label %done, label %body
body:
  %vp = getelementptr inbounds %struct.node, %struct.node* %cur, i32 0, i32 0
  %v = load i32, i32* %vp, align 4
  %sum = add i32 %acc, %v
  %np = getelementptr inbounds %struct.node, %struct.node* %cur, i32 0, i32 1
  %nx = load %struct.node*, %struct.node** %np, align 8
  br label %loop
done:
  ret i32 %acc
}

define i16 @inner(i64 %i, i64 %j) {
  %p = getelementptr inbounds %struct.outer, %struct.outer* @o, i64 0, i32 1, i64 %i, i64 %j
  %v = load i16, i16* %p, align 2
  ret i16 %v
}
