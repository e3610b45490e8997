// float4_scale: RGBA float pixels scaled by a constant.
//   dst[i] = src[i] * s   (float4, 16 bytes per work-item)
// memlower twin: float4_scale.mir.
kernel void float4_scale(global const float4 *src, global float4 *dst, float s) {
  uint i = get_global_id(0);
  dst[i] = src[i] * s;
}
