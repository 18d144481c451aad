; Architecture-specific (sm_XXa) and family (sm_XXf) targets, with the PTX ISA version each
; first appeared in; targets ptxas 13 does not know, or that nvcg does not support, are
; refused with the reason.
; RUN: -mcpu=sm_90a | SM90A
; RUN: -mcpu=sm_100a | SM100A
; RUN: -mcpu=sm_100f | SM100F
; RUN: -mcpu=sm_103a | SM103A
; RUN: -mcpu=sm_110 | SM110
; RUN: -mcpu=sm_110f | SM110F
; RUN: -mcpu=sm_120a | SM120A
; RUN: -mcpu=sm_121f | SM121F
; RUN: -mcpu=sm_90a -mattr=+ptx86 | PTX86
; ERROR: -mcpu=sm_101a | sm_101 is called sm_110 since CUDA 13
; ERROR: -mcpu=sm_70 | sm_70 is not a supported target: CUDA 13 (ptxas and the driver) dropped GPUs before Turing
; ERROR: -mcpu=sm_89a | sm_89a is not a target PTX has
; ERROR: -mcpu=sm_90f | sm_90f is not a target PTX has
; ERROR: -mcpu=sm_90a -mattr=+ptx78 | PTX ISA 7.8 is too old for sm_90a (it needs 8.0 or later)
; ERROR: -mcpu=sm_100f -mattr=+ptx86 | PTX ISA 8.6 is too old for sm_100f (it needs 8.8 or later)
; ERROR: -march=nvptx -mcpu=sm_80 | -march=nvptx (32-bit PTX) is not supported
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
; SM90A: .version 8.0
; SM90A-NEXT: .target sm_90a
; SM100A: .version 8.6
; SM100A-NEXT: .target sm_100a
; SM100F: .version 8.8
; SM100F-NEXT: .target sm_100f
; SM103A: .version 8.8
; SM103A-NEXT: .target sm_103a
; SM110: .version 9.0
; SM110-NEXT: .target sm_110
; SM110F: .version 9.0
; SM110F-NEXT: .target sm_110f
; SM120A: .version 8.7
; SM120A-NEXT: .target sm_120a
; SM121F: .version 8.8
; SM121F-NEXT: .target sm_121f
; PTX86: .version 8.6
; PTX86-NEXT: .target sm_90a
