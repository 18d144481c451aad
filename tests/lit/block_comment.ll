; C-style block comments in IR text (issue 11: LLVM's tensormap_replace.ll writes call
; arguments as `/* elemtype=u8 */ i32 0`), as LLVM's lexer reads them: inside an
; instruction, across lines, and between top-level entities. Both engines run it.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:4:zero
target triple = "nvptx64-nvidia-cuda"

/* a comment
   over three lines ; with a semicolon */
; CHECK-LABEL: .entry k(
; CHECK: add.s32
define ptx_kernel void @k(ptr addrspace(1) /* out */ %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = add i32 %t, /* seven */ 7 /**/
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %s, ptr addrspace(1) %p /* * / */
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
