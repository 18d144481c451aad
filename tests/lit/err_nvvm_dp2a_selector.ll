; llvm.nvvm.idp2a's .lo/.hi selector is an immediate (LLVM's immarg): a value computed at run
; time is a located error, not a guess.
; ERROR: -mcpu=sm_75 | err_nvvm_dp2a_selector.ll:9:3: error: in function @f, block %0: instruction '%r = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 %hi, i32 %c)': argument 3 of llvm.nvvm.idp2a.u.u must be a constant integer
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.idp2a.u.u(i32, i32, i1 immarg, i32)

define i32 @f(i32 %a, i32 %b, i1 %hi, i32 %c) {
  %r = call i32 @llvm.nvvm.idp2a.u.u(i32 %a, i32 %b, i1 %hi, i32 %c)
  ret i32 %r
}
