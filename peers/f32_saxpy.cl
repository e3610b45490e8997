// f32_saxpy: y = a * x + y over floats; two dword loads and one dword store.
//   y[i] = a * x[i] + y[i]   (float)
// memlower twin: f32_saxpy.mir.
kernel void f32_saxpy(global const float *x, global float *y, float a) {
  uint i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
