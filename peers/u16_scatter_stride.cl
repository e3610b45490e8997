// u16_scatter_stride: 16-bit samples read in order, shifted, and written with a stride.
//   dst[i * stride] = src[i] >> 4   (ushort)
// Both accesses are 16-bit, so IGC needs only gather_scaled.2 and scatter_scaled.2 (ours).
// memlower twin: u16_scatter_stride.mir.
kernel void u16_scatter_stride(global const ushort *src, global ushort *dst, uint stride) {
  uint i = get_global_id(0);
  dst[i * stride] = src[i] >> 4;
}
