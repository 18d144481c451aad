; An interpretation string LLVM does not define is refused where it is written, with
; LLVM's verifier's words (as is a rounding string it does not define).
; ERROR: -mcpu=sm_90 | err_arbitrary_fp_md.ll:7:73: error: unsupported interpretation metadata string "Float9E4M4"
target triple = "nvptx64-nvidia-cuda"

define i8 @f(float %x) {
  %r = call i8 @llvm.convert.to.arbitrary.fp.i8.f32(float %x, metadata !"Float9E4M4", metadata !"round.tonearest", i1 true)
  ret i8 %r
}

declare i8 @llvm.convert.to.arbitrary.fp.i8.f32(float, metadata, metadata, i1)
