; __nvvm_reflect (libdevice's declared function, typed pointers as clang 14 prints them) and
; llvm.nvvm.reflect answer from the options: -ftz, -prec-div, -prec-sqrt, the target SM;
; unknown names answer 0. The nvvm_reflect pass folds them before any other pass, so the
; branch on __CUDA_FTZ is gone from the PTX. The ir engine answers from the same options.
; RUN: -mcpu=sm_80 -O2 | DEF
; RUN: -mcpu=sm_86 -O2 -ftz=1 -prec-div=0 -prec-sqrt=0 | FTZ
; RUN: -mcpu=sm_75 -O0 -ftz=1 | O0
; EXEC: -mcpu=sm_80 -O2 | reflect 1 1 buf:i32:8:zero buf:f32:2:const:1e-40
; EXEC: -mcpu=sm_86 -O2 -ftz=1 -prec-div=0 -prec-sqrt=0 | reflect 1 1 buf:i32:8:zero buf:f32:2:const:1e-40
; EXEC: -mcpu=sm_75 -O0 -ftz=1 | reflect 1 1 buf:i32:8:zero buf:f32:2:const:1e-40
target triple = "nvptx64-nvidia-cuda"

@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@qdiv = private unnamed_addr constant [16 x i8] c"__CUDA_PREC_DIV\00"
@qsqrt = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@arch = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"
@other = private unnamed_addr constant [8 x i8] c"__OTHER\00"

declare i32 @__nvvm_reflect(i8*)
declare i32 @llvm.nvvm.reflect(i8*)

define void @reflect(i32 addrspace(1)* %o, float addrspace(1)* %f) {
entry:
  %a = call i32 @__nvvm_reflect(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @ftz, i64 0, i64 0))
  store i32 %a, i32 addrspace(1)* %o
  %b = call i32 @llvm.nvvm.reflect(i8* getelementptr inbounds ([16 x i8], [16 x i8]* @qdiv, i64 0, i64 0))
  %o1 = getelementptr i32, i32 addrspace(1)* %o, i64 1
  store i32 %b, i32 addrspace(1)* %o1
  %c = call i32 @__nvvm_reflect(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @qsqrt, i64 0, i64 0))
  %o2 = getelementptr i32, i32 addrspace(1)* %o, i64 2
  store i32 %c, i32 addrspace(1)* %o2
  %d = call i32 @__nvvm_reflect(i8* addrspacecast (i8 addrspace(1)* getelementptr inbounds ([12 x i8], [12 x i8] addrspace(1)* @arch, i64 0, i64 0) to i8*))
  %o3 = getelementptr i32, i32 addrspace(1)* %o, i64 3
  store i32 %d, i32 addrspace(1)* %o3
  %e = call i32 @llvm.nvvm.reflect(i8* getelementptr inbounds ([8 x i8], [8 x i8]* @other, i64 0, i64 0))
  %o4 = getelementptr i32, i32 addrspace(1)* %o, i64 4
  store i32 %e, i32 addrspace(1)* %o4
  ; the library idiom: flush a subnormal only in FTZ mode
  %x = load float, float addrspace(1)* %f
  %isftz = icmp ne i32 %a, 0
  br i1 %isftz, label %flush, label %keep
flush:
  %z = call float @llvm.nvvm.mul.rn.ftz.f(float %x, float 1.0)
  br label %done
keep:
  br label %done
done:
  %r = phi float [ %z, %flush ], [ %x, %keep ]
  %f1 = getelementptr float, float addrspace(1)* %f, i64 1
  store float %r, float addrspace(1)* %f1
  ret void
}
declare float @llvm.nvvm.mul.rn.ftz.f(float, float)

; DEF-LABEL: .entry reflect(
; DEF-DAG: st.global.u32 [{{%rd[0-9]+}}], 0;
; DEF-DAG: st.global.u32 [{{%rd[0-9]+}}+4], 1;
; DEF-DAG: st.global.u32 [{{%rd[0-9]+}}+8], 1;
; DEF-DAG: st.global.u32 [{{%rd[0-9]+}}+12], 800;
; DEF-DAG: st.global.u32 [{{%rd[0-9]+}}+16], 0;
; DEF-NOT: mul.rn.ftz.f32
; DEF: ret;
; FTZ-LABEL: .entry reflect(
; FTZ-DAG: st.global.u32 [{{%rd[0-9]+}}], 1;
; FTZ-DAG: st.global.u32 [{{%rd[0-9]+}}+4], 0;
; FTZ-DAG: st.global.u32 [{{%rd[0-9]+}}+8], 0;
; FTZ-DAG: st.global.u32 [{{%rd[0-9]+}}+12], 860;
; FTZ-DAG: mul.rn.ftz.f32
; FTZ-NOT: setp
; FTZ: ret;
; O0-LABEL: .entry reflect(
; O0: mul.rn.ftz.f32
; O0: ret;

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, float addrspace(1)*)* @reflect, !"kernel", i32 1}
