// f32_gather_stride: a strided float load (a column of a row-major matrix), halved.
//   dst[i] = src[i * stride] * 0.5f   (float)
// memlower twin: f32_gather_stride.mir.
kernel void f32_gather_stride(global const float *src, global float *dst, uint stride) {
  uint i = get_global_id(0);
  dst[i] = src[i * stride] * 0.5f;
}
