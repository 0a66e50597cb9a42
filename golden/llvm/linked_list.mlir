// A linked list through pointers, with the recursive (identified) struct
// type MLIR 13 spells !llvm.struct<"node", (i64, ptr<struct<"node">>)>.
// Nodes live in one stack array; they are linked in reverse order, then the
// list is walked until llvm.mlir.null (compared as pointers), summing and
// printing the values; a second walk is recursive.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

llvm.func @print_i64(i64)

// builds n nodes with values 1..n (value i+1 in slot i), slot i pointing to
// slot i-1 and slot 0 to null; returns the head (slot n-1)
llvm.func @build(%nodes: !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, %n: i64) -> !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>> {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %f0 = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %null = llvm.mlir.null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  llvm.br ^loop(%c0, %null : i64, !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>)
^loop(%i: i64, %prev: !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %node = llvm.getelementptr %nodes[%i] : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i64) -> !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %pv = llvm.getelementptr %node[%f0, %f0] : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i32, i32) -> !llvm.ptr<i64>
  %pn = llvm.getelementptr %node[%f0, %f1] : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i32, i32) -> !llvm.ptr<ptr<struct<"node", (i64, ptr<struct<"node">>)>>>
  %v = llvm.add %i, %c1 : i64
  llvm.store %v, %pv : !llvm.ptr<i64>
  llvm.store %prev, %pn : !llvm.ptr<ptr<struct<"node", (i64, ptr<struct<"node">>)>>>
  llvm.br ^loop(%v, %node : i64, !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>)
^done:
  llvm.return %prev : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
}

// prints each value, then returns the sum
llvm.func @walk(%head: !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %f0 = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %null = llvm.mlir.null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  llvm.br ^loop(%head, %c0 : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i64)
^loop(%p: !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, %acc: i64):
  %end = llvm.icmp "eq" %p, %null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  llvm.cond_br %end, ^done, ^body
^body:
  // load the whole node and take it apart with extractvalue
  %node = llvm.load %p : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %v = llvm.extractvalue %node[0 : i64] : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
  %next = llvm.extractvalue %node[1 : i64] : !llvm.struct<"node", (i64, ptr<struct<"node">>)>
  llvm.call @print_i64(%v) : (i64) -> ()
  %acc1 = llvm.add %acc, %v : i64
  llvm.br ^loop(%next, %acc1 : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i64)
^done:
  llvm.return %acc : i64
}

// recursive length, following the next field through a gep
llvm.func @length(%p: !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64 {
  %null = llvm.mlir.null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %end = llvm.icmp "eq" %p, %null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  llvm.cond_br %end, ^zero, ^rec
^zero:
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %c0 : i64
^rec:
  %f0 = llvm.mlir.constant(0 : i32) : i32
  %f1 = llvm.mlir.constant(1 : i32) : i32
  %pn = llvm.getelementptr %p[%f0, %f1] : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i32, i32) -> !llvm.ptr<ptr<struct<"node", (i64, ptr<struct<"node">>)>>>
  %next = llvm.load %pn : !llvm.ptr<ptr<struct<"node", (i64, ptr<struct<"node">>)>>>
  %l = llvm.call @length(%next) : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %r = llvm.add %l, %c1 : i64
  llvm.return %r : i64
}

llvm.func @main() -> i32 {
  %cap = llvm.mlir.constant(8 : i64) : i64
  %nodes = llvm.alloca %cap x !llvm.struct<"node", (i64, ptr<struct<"node">>)> : (i64) -> !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %n = llvm.mlir.constant(5 : i64) : i64
  %head = llvm.call @build(%nodes, %n) : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>, i64) -> !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %sum = llvm.call @walk(%head) : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64
  // expect: 5 | 4 | 3 | 2 | 1
  llvm.call @print_i64(%sum) : (i64) -> ()   // expect: 15
  %len = llvm.call @length(%head) : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64
  llvm.call @print_i64(%len) : (i64) -> ()   // expect: 5
  // the empty list
  %null = llvm.mlir.null : !llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>
  %s0 = llvm.call @walk(%null) : (!llvm.ptr<struct<"node", (i64, ptr<struct<"node">>)>>) -> i64
  llvm.call @print_i64(%s0) : (i64) -> ()    // expect: 0
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
