// float3_vload3: packed 12-byte xyz triples (vload3/vstore3: no padding), scaled.
//   vstore3(vload3(i, src) * s, i, dst)   (float, 3 per work-item at byte 12 i)
// memlower twin: float3_vload3.mir (a 3-channel f32 gather and scatter at align 4).
kernel void float3_vload3(global const float *src, global float *dst, float s) {
  uint i = get_global_id(0);
  vstore3(vload3(i, src) * s, i, dst);
}
