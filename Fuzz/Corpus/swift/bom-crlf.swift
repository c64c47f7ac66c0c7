struct A {}
let b = "é"