// OpenCL.std exp in f64 calls the device math library (declared by the frontend, imported
// and inlined by nvcg_compile): in PTX the f64 path is f64 arithmetic, with no ex2.approx
// and no conversion to f32; native_exp keeps the ex2.approx.f32 approximation, and f32 exp
// (full precision) is the library's expf, not ex2.approx; f16 exp calls expf and rounds.
// CLANG: -cl-ext=+cl_khr_fp64,+cl_khr_fp16
// RUN-IR:
// RUN-PTX: --ptx --sm 80
// IR: call double @__nv_exp(double
// IR: call float @llvm.nvvm.ex2.approx.f(float
// IR: call float @__nv_expf(float
// f16 computes through the f32 function and rounds once
// RUN-H:
// H: fpext half %{{[0-9]+}} to float
// H-NEXT: call float @__nv_expf(float
// H-NEXT: fptrunc float %{{[0-9]+}} to half
// IR: declare double @__nv_exp(double)
// PTX-LABEL: .entry exp64(
// PTX-NOT: ex2.approx
// PTX-NOT: cvt.rn.f32.f64
// PTX: fma.rn.f64
// PTX-NOT: ex2.approx
// PTX-NOT: cvt.rn.f32.f64
// PTX-NOT: call
// PTX: ret;
// PTX-LABEL: .entry nexp(
// PTX: ex2.approx.f32
// PTX: ret;
// PTX-LABEL: .entry exp32(
// PTX-NOT: ex2.approx
// PTX-NOT: call
// PTX: ret;
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void exp64(__global double *d) { d[get_global_id(0)] = exp(d[get_global_id(0)]); }
__kernel void nexp(__global float *f) { f[get_global_id(0)] = native_exp(f[get_global_id(0)]); }
__kernel void exp32(__global float *f) { f[get_global_id(0)] = exp(f[get_global_id(0)]); }
__kernel void exph(__global half *h) { h[get_global_id(0)] = exp(h[get_global_id(0)]); }
