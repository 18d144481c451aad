target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

@str = private addrspace(4) constant [6 x i8] c"hi\0A\22x\00"
@pr = weak_odr addrspace(1) global %pair { i32 7, float 5.000000e-01 }
@pk = linkonce addrspace(1) global <{ i32, float }> <{ i32 7, float 5.000000e-01 }>
@cm = common addrspace(1) global i64 0
@w = weak addrspace(1) global i32 1
@ae = available_externally addrspace(1) global i32 2
@ext = external addrspace(1) global i32
@dev = addrspace(1) global double 1.000000e-01, align 8
@h = addrspace(4) externally_initialized global half 0xHC000
@tile = internal addrspace(3) global [64 x float] undef
@pp = addrspace(1) global ptr addrspacecast (ptr addrspace(4) getelementptr inbounds ([6 x i8], ptr addrspace(4) @str, i64 0, i64 1) to ptr)
@vec = addrspace(1) global <4 x float> <float 1.000000e+00, float -0.000000e+00, float 0x46293E5940000000, float 0x7FF8000020000000>

define void @kern(ptr addrspace(1) %out) {
entry:
  %0 = load i32, ptr addrspace(1) @w, align 4
  %1 = load i32, ptr addrspace(1) @ext, align 4, !invariant.load !0
  %2 = add i32 %0, %1
  store i32 %2, ptr addrspace(1) %out, align 4, !nontemporal !1
  ret void
}

!nvvm.annotations = !{!2}
!0 = !{}
!1 = !{i32 1}
!2 = !{ptr @kern, !"kernel", i32 1}
