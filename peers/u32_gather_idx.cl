// u32_gather_idx: the classic dword gather through loaded indices.
//   dst[i] = src[idx[i]]   (uint)
// memlower twin: u32_gather_idx.mir.
kernel void u32_gather_idx(global const uint *src, global const uint *idx, global uint *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
