; lib_fine.ll: a module that links cleanly with errors.ll (and does not define @nowhere).
define float @elsewhere(float %x) {
  ret float %x
}
