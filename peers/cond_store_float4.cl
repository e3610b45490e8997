// cond_store_float4: copies the float4 pixels whose flag byte is set; the others are neither
// read nor written.
//   if (flags[i]) dst[i] = src[i]   (uchar flags, float4 data)
// memlower twin: cond_store_float4.mir (a byte gather, a compare, a masked 4-channel gather and
// scatter).
kernel void cond_store_float4(global const float4 *src, global const uchar *flags, global float4 *dst) {
  uint i = get_global_id(0);
  if (flags[i]) dst[i] = src[i];
}
