// cond_store_f32: keeps the values above a threshold, leaving the others untouched.
//   if (src[i] > t) dst[i] = src[i]   (float)
// memlower twin: cond_store_f32.mir (an ordered float compare and a masked scatter).
kernel void cond_store_f32(global const float *src, global float *dst, float t) {
  uint i = get_global_id(0);
  float v = src[i];
  if (v > t) dst[i] = v;
}
