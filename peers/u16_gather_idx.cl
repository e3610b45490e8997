// u16_gather_idx: a 16-bit table lookup through loaded indices, widened to a dword.
//   dst[i] = src[idx[i]]   (ushort table, uint indices, uint result)
// memlower twin: u16_gather_idx.mir.
kernel void u16_gather_idx(global const ushort *src, global const uint *idx, global uint *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
