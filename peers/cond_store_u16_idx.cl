// cond_store_u16_idx: records each work-item's id (as a ushort) at a loaded index, when the
// index is in range (idx is injective).
//   j = idx[i]; if (j < n) dst[j] = (ushort)i
// memlower twin: cond_store_u16_idx.mir (an unsigned compare and a masked 16-bit scatter).
kernel void cond_store_u16_idx(global const uint *idx, global ushort *dst, uint n) {
  uint i = get_global_id(0);
  uint j = idx[i];
  if (j < n) dst[j] = (ushort)i;
}
