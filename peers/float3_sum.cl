// float3_sum: reads a float3 (16-byte element: x, y, z and padding) and writes x + y + z.
//   dst[i] = src[i].x + src[i].y + src[i].z
// memlower twin: float3_sum.mir (a 3-channel gather at byte 16 i, align 16).
kernel void float3_sum(global const float3 *src, global float *dst) {
  uint i = get_global_id(0);
  float3 v = src[i];
  dst[i] = v.x + v.y + v.z;
}
