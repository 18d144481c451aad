// Work-group collectives (OpGroup* at Workgroup scope) are not supported.
// CLANG: -cl-std=CL2.0
// TARGET: opencl2.0
// EXPECT-ERROR: workgroup-scope collective operations are not supported
__kernel void w(__global int *x) { x[get_global_id(0)] = work_group_reduce_add(x[get_global_id(0)]); }
