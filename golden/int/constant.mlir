// Integer constants of many widths: negative values, hex literals, extreme
// values, booleans and index. Each constant is printed twice: once directly
// (operands are constants, so a compiler may fold the extension) and once
// through a helper function whose argument is only known at run time.
// "// expect: a | b" lists the stdout lines the statement produces, in order.

func private @print_i32(i32)
func private @print_i64(i64)
func private @print_u64(i64)

// Prints an i8 as signed, then as unsigned.
func @show_i8(%x: i8) {
  %s = sexti %x : i8 to i64
  call @print_i64(%s) : (i64) -> ()
  %u = zexti %x : i8 to i64
  call @print_i64(%u) : (i64) -> ()
  return
}

// Prints an i1 as signed (sexti: true = -1), then as unsigned (zexti: true = 1).
func @show_i1(%x: i1) {
  %s = sexti %x : i1 to i32
  call @print_i32(%s) : (i32) -> ()
  %u = zexti %x : i1 to i32
  call @print_i32(%u) : (i32) -> ()
  return
}

func @show_i17(%x: i17) {
  %s = sexti %x : i17 to i64
  call @print_i64(%s) : (i64) -> ()
  %u = zexti %x : i17 to i64
  call @print_i64(%u) : (i64) -> ()
  return
}

func @show_index(%x: index) {
  %i = index_cast %x : index to i64
  call @print_i64(%i) : (i64) -> ()
  return
}

func @main() -> i32 {
  // --- booleans
  %t = constant true
  %f = constant false
  call @show_i1(%t) : (i1) -> ()             // expect: -1 | 1
  call @show_i1(%f) : (i1) -> ()             // expect: 0 | 0
  %t32 = zexti %t : i1 to i32
  call @print_i32(%t32) : (i32) -> ()        // expect: 1

  // --- i8: hex all-ones, min, max
  %c8a = constant 0xFF : i8
  call @show_i8(%c8a) : (i8) -> ()           // expect: -1 | 255
  %c8b = constant -128 : i8
  call @show_i8(%c8b) : (i8) -> ()           // expect: -128 | 128
  %c8c = constant 127 : i8
  call @show_i8(%c8c) : (i8) -> ()           // expect: 127 | 127
  %c8d = constant 0x80 : i8
  %c8d64 = zexti %c8d : i8 to i64
  call @print_i64(%c8d64) : (i64) -> ()      // expect: 128

  // --- i16
  %c16a = constant -32768 : i16
  %c16a64 = sexti %c16a : i16 to i64
  call @print_i64(%c16a64) : (i64) -> ()     // expect: -32768
  %c16b = constant 0x7FFF : i16
  %c16b64 = sexti %c16b : i16 to i64
  call @print_i64(%c16b64) : (i64) -> ()     // expect: 32767
  %c16c = constant 0xABCD : i16
  %c16c64 = zexti %c16c : i16 to i64
  call @print_i64(%c16c64) : (i64) -> ()     // expect: 43981

  // --- i17 (odd width): min, all-ones, max
  %c17a = constant -65536 : i17
  call @show_i17(%c17a) : (i17) -> ()        // expect: -65536 | 65536
  %c17b = constant 0x1FFFF : i17
  call @show_i17(%c17b) : (i17) -> ()        // expect: -1 | 131071
  %c17c = constant 65535 : i17
  call @show_i17(%c17c) : (i17) -> ()        // expect: 65535 | 65535

  // --- i32
  %c32a = constant -2147483648 : i32
  call @print_i32(%c32a) : (i32) -> ()       // expect: -2147483648
  %c32b = constant 0x7FFFFFFF : i32
  call @print_i32(%c32b) : (i32) -> ()       // expect: 2147483647
  %c32c = constant 0xDEADBEEF : i32
  call @print_i32(%c32c) : (i32) -> ()       // expect: -559038737
  %c32d = constant -42 : i32
  call @print_i32(%c32d) : (i32) -> ()       // expect: -42
  %c32u = zexti %c32c : i32 to i64
  call @print_i64(%c32u) : (i64) -> ()       // expect: 3735928559

  // --- i64
  %c64a = constant -9223372036854775808 : i64
  call @print_i64(%c64a) : (i64) -> ()       // expect: -9223372036854775808
  %c64b = constant 0x7FFFFFFFFFFFFFFF : i64
  call @print_i64(%c64b) : (i64) -> ()       // expect: 9223372036854775807
  %c64c = constant 0xFFFFFFFFFFFFFFFF : i64
  call @print_i64(%c64c) : (i64) -> ()       // expect: -1
  call @print_u64(%c64c) : (i64) -> ()       // expect: 18446744073709551615
  %c64d = constant 1234567890123 : i64
  call @print_i64(%c64d) : (i64) -> ()       // expect: 1234567890123

  // --- unsigned-range decimal literals: MLIR accepts [-2^(w-1), 2^w - 1]
  %u8 = constant 255 : i8                    // same bits as -1
  call @show_i8(%u8) : (i8) -> ()            // expect: -1 | 255
  %u32 = constant 4294967295 : i32
  call @print_i32(%u32) : (i32) -> ()        // expect: -1
  %b1 = constant 1 : i1                      // same as true
  call @show_i1(%b1) : (i1) -> ()            // expect: -1 | 1
  %b2 = constant -1 : i1                     // same as true
  %b2e = zexti %b2 : i1 to i32
  call @print_i32(%b2e) : (i32) -> ()        // expect: 1
  %b3 = constant 0 : i1                      // same as false
  call @show_i1(%b3) : (i1) -> ()            // expect: 0 | 0

  // --- index
  %ci0 = constant 100 : index
  call @show_index(%ci0) : (index) -> ()     // expect: 100
  %ci1 = constant -1 : index
  call @show_index(%ci1) : (index) -> ()     // expect: -1
  %ci2 = constant 0 : index
  %ci2i = index_cast %ci2 : index to i64
  call @print_i64(%ci2i) : (i64) -> ()       // expect: 0

  %zero = constant 0 : i32
  return %zero : i32
}
