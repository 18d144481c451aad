// printf has no lowering: a clear error naming it.
// EXPECT-ERROR: (OpExtInst): OpenCL printf is not supported
__kernel void p(__global int *x) { printf("%d\n", x[get_global_id(0)]); }
