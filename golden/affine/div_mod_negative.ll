; ModuleID = 'div_mod_negative.mlir'
source_filename = "div_mod_negative.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ -9, %bb0 ], [ %282, %bb3 ]
  %1 = icmp slt i64 %0, 10
  br i1 %1, label %bb3, label %bb2

bb2:
  %2 = icmp slt i64 -1000000007, 0
  %3 = sub i64 -1, -1000000007
  %4 = select i1 %2, i64 %3, i64 -1000000007
  %5 = sdiv i64 %4, 16
  %6 = sub i64 -1, %5
  %7 = select i1 %2, i64 %6, i64 %5
  %8 = icmp sle i64 -1000000007, 0
  %9 = sub i64 0, -1000000007
  %10 = sub i64 -1000000007, 1
  %11 = select i1 %8, i64 %9, i64 %10
  %12 = sdiv i64 %11, 16
  %13 = sub i64 0, %12
  %14 = add i64 %12, 1
  %15 = select i1 %8, i64 %13, i64 %14
  %16 = srem i64 -1000000007, 16
  %17 = icmp slt i64 %16, 0
  %18 = add i64 %16, 16
  %19 = select i1 %17, i64 %18, i64 %16
  call void @show(i64 %7)
  call void @show(i64 %15)
  call void @show(i64 %19)
  %20 = srem i64 -1000000007, 9
  %21 = icmp slt i64 %20, 0
  %22 = add i64 %20, 9
  %23 = select i1 %21, i64 %22, i64 %20
  %24 = icmp slt i64 -1000000007, 0
  %25 = sub i64 -1, -1000000007
  %26 = select i1 %24, i64 %25, i64 -1000000007
  %27 = sdiv i64 %26, 9
  %28 = sub i64 -1, %27
  %29 = select i1 %24, i64 %28, i64 %27
  %30 = mul i64 %29, -1
  %31 = add i64 %23, %30
  call void @show(i64 %31)
  %32 = icmp slt i64 -7, 0
  %33 = sub i64 -1, -7
  %34 = select i1 %32, i64 %33, i64 -7
  %35 = sdiv i64 %34, 2
  %36 = sub i64 -1, %35
  %37 = select i1 %32, i64 %36, i64 %35
  call void @show(i64 %37)
  ret i32 0

bb3:
  call void @show(i64 %0)
  %38 = icmp slt i64 %0, 0
  %39 = sub i64 -1, %0
  %40 = select i1 %38, i64 %39, i64 %0
  %41 = sdiv i64 %40, 4
  %42 = sub i64 -1, %41
  %43 = select i1 %38, i64 %42, i64 %41
  %44 = icmp sle i64 %0, 0
  %45 = sub i64 0, %0
  %46 = sub i64 %0, 1
  %47 = select i1 %44, i64 %45, i64 %46
  %48 = sdiv i64 %47, 4
  %49 = sub i64 0, %48
  %50 = add i64 %48, 1
  %51 = select i1 %44, i64 %49, i64 %50
  %52 = srem i64 %0, 4
  %53 = icmp slt i64 %52, 0
  %54 = add i64 %52, 4
  %55 = select i1 %53, i64 %54, i64 %52
  %56 = mul i64 %0, -3
  %57 = add i64 %56, -2
  %58 = icmp slt i64 %57, 0
  %59 = sub i64 -1, %57
  %60 = select i1 %58, i64 %59, i64 %57
  %61 = sdiv i64 %60, 5
  %62 = sub i64 -1, %61
  %63 = select i1 %58, i64 %62, i64 %61
  %64 = mul i64 %0, -3
  %65 = add i64 %64, -2
  %66 = icmp sle i64 %65, 0
  %67 = sub i64 0, %65
  %68 = sub i64 %65, 1
  %69 = select i1 %66, i64 %67, i64 %68
  %70 = sdiv i64 %69, 5
  %71 = sub i64 0, %70
  %72 = add i64 %70, 1
  %73 = select i1 %66, i64 %71, i64 %72
  %74 = mul i64 %0, -3
  %75 = add i64 %74, -2
  %76 = srem i64 %75, 5
  %77 = icmp slt i64 %76, 0
  %78 = add i64 %76, 5
  %79 = select i1 %77, i64 %78, i64 %76
  %80 = icmp slt i64 %0, 0
  %81 = sub i64 -1, %0
  %82 = select i1 %80, i64 %81, i64 %0
  %83 = sdiv i64 %82, 2
  %84 = sub i64 -1, %83
  %85 = select i1 %80, i64 %84, i64 %83
  %86 = srem i64 %85, 3
  %87 = icmp slt i64 %86, 0
  %88 = add i64 %86, 3
  %89 = select i1 %87, i64 %88, i64 %86
  %90 = srem i64 %0, 7
  %91 = icmp slt i64 %90, 0
  %92 = add i64 %90, 7
  %93 = select i1 %91, i64 %92, i64 %90
  %94 = icmp sle i64 %93, 0
  %95 = sub i64 0, %93
  %96 = sub i64 %93, 1
  %97 = select i1 %94, i64 %95, i64 %96
  %98 = sdiv i64 %97, 3
  %99 = sub i64 0, %98
  %100 = add i64 %98, 1
  %101 = select i1 %94, i64 %99, i64 %100
  %102 = mul i64 %101, 2
  %103 = mul i64 %0, -1
  %104 = add i64 %102, %103
  %105 = mul i64 -2, 2
  %106 = add i64 %0, %105
  %107 = icmp slt i64 %106, 0
  %108 = sub i64 -1, %106
  %109 = select i1 %107, i64 %108, i64 %106
  %110 = sdiv i64 %109, 3
  %111 = sub i64 -1, %110
  %112 = select i1 %107, i64 %111, i64 %110
  %113 = mul i64 1, -1
  %114 = add i64 %0, %113
  %115 = srem i64 %114, 6
  %116 = icmp slt i64 %115, 0
  %117 = add i64 %115, 6
  %118 = select i1 %116, i64 %117, i64 %115
  %119 = add i64 %112, %118
  %120 = icmp slt i64 %0, 0
  %121 = sub i64 -1, %0
  %122 = select i1 %120, i64 %121, i64 %0
  %123 = sdiv i64 %122, 4
  %124 = sub i64 -1, %123
  %125 = select i1 %120, i64 %124, i64 %123
  %126 = icmp sle i64 %0, 0
  %127 = sub i64 0, %0
  %128 = sub i64 %0, 1
  %129 = select i1 %126, i64 %127, i64 %128
  %130 = sdiv i64 %129, 4
  %131 = sub i64 0, %130
  %132 = add i64 %130, 1
  %133 = select i1 %126, i64 %131, i64 %132
  %134 = srem i64 %0, 4
  %135 = icmp slt i64 %134, 0
  %136 = add i64 %134, 4
  %137 = select i1 %135, i64 %136, i64 %134
  %138 = mul i64 %0, -3
  %139 = add i64 %138, -2
  %140 = icmp slt i64 %139, 0
  %141 = sub i64 -1, %139
  %142 = select i1 %140, i64 %141, i64 %139
  %143 = sdiv i64 %142, 5
  %144 = sub i64 -1, %143
  %145 = select i1 %140, i64 %144, i64 %143
  %146 = mul i64 %0, -3
  %147 = add i64 %146, -2
  %148 = icmp sle i64 %147, 0
  %149 = sub i64 0, %147
  %150 = sub i64 %147, 1
  %151 = select i1 %148, i64 %149, i64 %150
  %152 = sdiv i64 %151, 5
  %153 = sub i64 0, %152
  %154 = add i64 %152, 1
  %155 = select i1 %148, i64 %153, i64 %154
  %156 = mul i64 %0, -3
  %157 = add i64 %156, -2
  %158 = srem i64 %157, 5
  %159 = icmp slt i64 %158, 0
  %160 = add i64 %158, 5
  %161 = select i1 %159, i64 %160, i64 %158
  %162 = icmp slt i64 %0, 0
  %163 = sub i64 -1, %0
  %164 = select i1 %162, i64 %163, i64 %0
  %165 = sdiv i64 %164, 2
  %166 = sub i64 -1, %165
  %167 = select i1 %162, i64 %166, i64 %165
  %168 = srem i64 %167, 3
  %169 = icmp slt i64 %168, 0
  %170 = add i64 %168, 3
  %171 = select i1 %169, i64 %170, i64 %168
  %172 = srem i64 %0, 7
  %173 = icmp slt i64 %172, 0
  %174 = add i64 %172, 7
  %175 = select i1 %173, i64 %174, i64 %172
  %176 = icmp sle i64 %175, 0
  %177 = sub i64 0, %175
  %178 = sub i64 %175, 1
  %179 = select i1 %176, i64 %177, i64 %178
  %180 = sdiv i64 %179, 3
  %181 = sub i64 0, %180
  %182 = add i64 %180, 1
  %183 = select i1 %176, i64 %181, i64 %182
  %184 = mul i64 %183, 2
  %185 = mul i64 %0, -1
  %186 = add i64 %184, %185
  %187 = icmp slt i64 %125, %133
  %188 = select i1 %187, i64 %125, i64 %133
  %189 = icmp slt i64 %188, %137
  %190 = select i1 %189, i64 %188, i64 %137
  %191 = icmp slt i64 %190, %145
  %192 = select i1 %191, i64 %190, i64 %145
  %193 = icmp slt i64 %192, %155
  %194 = select i1 %193, i64 %192, i64 %155
  %195 = icmp slt i64 %194, %161
  %196 = select i1 %195, i64 %194, i64 %161
  %197 = icmp slt i64 %196, %171
  %198 = select i1 %197, i64 %196, i64 %171
  %199 = icmp slt i64 %198, %186
  %200 = select i1 %199, i64 %198, i64 %186
  %201 = icmp slt i64 %0, 0
  %202 = sub i64 -1, %0
  %203 = select i1 %201, i64 %202, i64 %0
  %204 = sdiv i64 %203, 4
  %205 = sub i64 -1, %204
  %206 = select i1 %201, i64 %205, i64 %204
  %207 = icmp sle i64 %0, 0
  %208 = sub i64 0, %0
  %209 = sub i64 %0, 1
  %210 = select i1 %207, i64 %208, i64 %209
  %211 = sdiv i64 %210, 4
  %212 = sub i64 0, %211
  %213 = add i64 %211, 1
  %214 = select i1 %207, i64 %212, i64 %213
  %215 = srem i64 %0, 4
  %216 = icmp slt i64 %215, 0
  %217 = add i64 %215, 4
  %218 = select i1 %216, i64 %217, i64 %215
  %219 = mul i64 %0, -3
  %220 = add i64 %219, -2
  %221 = icmp slt i64 %220, 0
  %222 = sub i64 -1, %220
  %223 = select i1 %221, i64 %222, i64 %220
  %224 = sdiv i64 %223, 5
  %225 = sub i64 -1, %224
  %226 = select i1 %221, i64 %225, i64 %224
  %227 = mul i64 %0, -3
  %228 = add i64 %227, -2
  %229 = icmp sle i64 %228, 0
  %230 = sub i64 0, %228
  %231 = sub i64 %228, 1
  %232 = select i1 %229, i64 %230, i64 %231
  %233 = sdiv i64 %232, 5
  %234 = sub i64 0, %233
  %235 = add i64 %233, 1
  %236 = select i1 %229, i64 %234, i64 %235
  %237 = mul i64 %0, -3
  %238 = add i64 %237, -2
  %239 = srem i64 %238, 5
  %240 = icmp slt i64 %239, 0
  %241 = add i64 %239, 5
  %242 = select i1 %240, i64 %241, i64 %239
  %243 = icmp slt i64 %0, 0
  %244 = sub i64 -1, %0
  %245 = select i1 %243, i64 %244, i64 %0
  %246 = sdiv i64 %245, 2
  %247 = sub i64 -1, %246
  %248 = select i1 %243, i64 %247, i64 %246
  %249 = srem i64 %248, 3
  %250 = icmp slt i64 %249, 0
  %251 = add i64 %249, 3
  %252 = select i1 %250, i64 %251, i64 %249
  %253 = srem i64 %0, 7
  %254 = icmp slt i64 %253, 0
  %255 = add i64 %253, 7
  %256 = select i1 %254, i64 %255, i64 %253
  %257 = icmp sle i64 %256, 0
  %258 = sub i64 0, %256
  %259 = sub i64 %256, 1
  %260 = select i1 %257, i64 %258, i64 %259
  %261 = sdiv i64 %260, 3
  %262 = sub i64 0, %261
  %263 = add i64 %261, 1
  %264 = select i1 %257, i64 %262, i64 %263
  %265 = mul i64 %264, 2
  %266 = mul i64 %0, -1
  %267 = add i64 %265, %266
  %268 = icmp sgt i64 %206, %214
  %269 = select i1 %268, i64 %206, i64 %214
  %270 = icmp sgt i64 %269, %218
  %271 = select i1 %270, i64 %269, i64 %218
  %272 = icmp sgt i64 %271, %226
  %273 = select i1 %272, i64 %271, i64 %226
  %274 = icmp sgt i64 %273, %236
  %275 = select i1 %274, i64 %273, i64 %236
  %276 = icmp sgt i64 %275, %242
  %277 = select i1 %276, i64 %275, i64 %242
  %278 = icmp sgt i64 %277, %252
  %279 = select i1 %278, i64 %277, i64 %252
  %280 = icmp sgt i64 %279, %267
  %281 = select i1 %280, i64 %279, i64 %267
  call void @show(i64 %43)
  call void @show(i64 %51)
  call void @show(i64 %55)
  call void @show(i64 %63)
  call void @show(i64 %73)
  call void @show(i64 %79)
  call void @show(i64 %89)
  call void @show(i64 %104)
  call void @show(i64 %119)
  call void @show(i64 %200)
  call void @show(i64 %281)
  %282 = add i64 %0, 3
  br label %bb1
}
