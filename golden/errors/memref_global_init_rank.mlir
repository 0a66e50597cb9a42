memref.global "private" @g : memref<2x2xi32> = dense<[1, 2, 3]>
