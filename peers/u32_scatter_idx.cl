// u32_scatter_idx: the classic dword scatter through loaded indices (idx is a permutation, so
// no two work-items write the same element).
//   dst[idx[i]] = src[i]   (uint)
// memlower twin: u32_scatter_idx.mir.
kernel void u32_scatter_idx(global const uint *src, global const uint *idx, global uint *dst) {
  uint i = get_global_id(0);
  dst[idx[i]] = src[i];
}
