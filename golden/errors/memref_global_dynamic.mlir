memref.global "private" @g : memref<?xi32> = dense<[1, 2, 3, 4]>
