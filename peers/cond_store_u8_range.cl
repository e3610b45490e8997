// cond_store_u8_range: bytes at or above a threshold are rebased to it; the others are left
// untouched. Byte loads and stores only, so IGC needs only gather_scaled.1 and scatter_scaled.1.
//   v = src[i]; if (v >= lo) dst[i] = v - lo   (uchar)
// memlower twin: cond_store_u8_range.mir (an unsigned compare and a masked byte scatter).
kernel void cond_store_u8_range(global const uchar *src, global uchar *dst, uchar lo) {
  uint i = get_global_id(0);
  uchar v = src[i];
  if (v >= lo) dst[i] = v - lo;
}
