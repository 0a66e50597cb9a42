// error: invalid integer type 'i99999999': the width is limited to 16777215 bits
func @f(%a: i99999999) {
  return
}
