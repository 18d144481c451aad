; "nvvm.*" function attributes nvcg does not know (a newer LLVM's, or a misspelling) are
; dropped with a warning at their first use, once per key; the known ones (one table in
; ir/reader.c, nv_rd_launch_keys) still apply, and compilation succeeds.
; RUN: -mcpu=sm_90 | CHECK
; REMARK: -mcpu=sm_90 | WARN
target triple = "nvptx64-nvidia-cuda"

; WARN: nvvm_unknown_attr.ll:[[#@LINE+5]]:30: warning: unknown NVVM function attribute "nvvm.maxntids" is ignored (nvcg knows "nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim", "nvvm.minctasm", "nvvm.maxnreg", "nvvm.maxclusterrank", "nvvm.blocksareclusters")
; WARN-NOT: "nvvm.maxntids"
; WARN: nvvm_unknown_attr.ll:[[#@LINE+13]]:{{[0-9]+}}: warning: unknown NVVM function attribute "nvvm.future_thing"
; WARN-NOT: warning
; CHECK-LABEL: .entry k1(
define ptx_kernel void @k1() "nvvm.maxntids"="64" "nvvm.maxntid"="128" {
; CHECK: .maxntid 128, 1, 1
  ret void
}
; CHECK-LABEL: .entry k2(
define ptx_kernel void @k2() "nvvm.maxntids"="32" #0 {
; CHECK: .maxnreg 64
  ret void
}
; a key without a value, a known key, a non-NVVM key (never warned about), the same unknown key again
attributes #0 = { "nvvm.future_thing" "nvvm.maxnreg"="64" "target-cpu"="sm_90" "nvvm.future_thing"="1" }
