// SPIR-V linking, module 2: the definitions (LinkageAttributes Export), no entry point.
global int counter = 5;
static float twice(float x) { return x + x; }
float scale(float x) { return twice(x) * 1.5f + 1.0f; }
