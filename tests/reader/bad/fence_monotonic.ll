; ERROR: 3:3: fence needs acquire, release, acq_rel or seq_cst
define void @f() {
  fence monotonic
  ret void
}
