// u8_gather_idx: each work-item loads a 32-bit index and copies the byte it points at.
//   dst[i] = src[idx[i]]   (uchar data, uint indices)
// memlower twin: u8_gather_idx.mir (one dword gather of the index, one byte gather, one byte scatter).
kernel void u8_gather_idx(global const uchar *src, global const uint *idx, global uchar *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
