// float4_gather_idx: float4 records fetched through loaded indices.
//   dst[i] = src[idx[i]]   (float4)
// memlower twin: float4_gather_idx.mir.
kernel void float4_gather_idx(global const float4 *src, global const uint *idx, global float4 *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
