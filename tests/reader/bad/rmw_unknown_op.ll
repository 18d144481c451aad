; ERROR: 3:18: unknown atomicrmw operation 'frobnicate'
define void @f(ptr %p) {
  %v = atomicrmw frobnicate ptr %p, i32 1 seq_cst
  ret void
}
