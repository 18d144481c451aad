; Link errors are located diagnostics (file:line:col at the newcomer, with where the
; other one is), never a crash; nvcgc exits 1.
; ERROR: %S/lib_other.ll | DUP
; DUP: lib_other.ll:2:1: error: global '@gv' is in address space 3 here but in address space 1 in the other module
; DUP: lib_other.ll:3:1: error: '@fv' is a global variable here but a function in the other module
; DUP: lib_other.ll:4:14: error: duplicate definition of '@strong' (the other is at {{.*}}errors.ll:25:14)
; DUP: lib_other.ll:7:15: error: function '@sig' has type 'double (double)' here but 'float (float)' in the other module (the other is at {{.*}}errors.ll:23:15)
;
; A function a kernel calls that no input defines:
; ERROR: %S/lib_fine.ll --emit=ll | UNRES
; UNRES: errors.ll:31:3: error: '@sig' (reached from a kernel, in '@k') is called but no module or library defines it
; UNRES: errors.ll:32:3: error: '@nowhere' (reached from a kernel, in '@k') is called but no module or library defines it
;
; A declaration that disagrees with the library's definition:
; ERROR: --import-from=%S/lib_other.ll | IMPSIG
; IMPSIG: errors.ll:23:15: error: '@sig' has type 'float (float)' here but 'double (double)' in the library (the library's definition is at {{.*}}lib_other.ll:7:15)
;
; A summary file for no registered library:
; ERROR: --import-from=%S/lib_other.ll --summary-file=%S/../import/lib_sizes.sum | NOLIB
; NOLIB: lib_sizes.sum: error: the summary is of module 'lib_sizes.ll', but no library of that name is registered
@gv = addrspace(1) global i32 0
declare float @fv(float)
declare float @sig(float)
declare float @nowhere(float)
define float @strong(float %x) {
  ret float %x
}
define void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @strong(float %x)
  %z = call float @sig(float %y)
  %w = call float @nowhere(float %z)
  store float %w, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
