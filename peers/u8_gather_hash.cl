// u8_gather_hash: a byte lookup at a computed (hashed) address, widened to a dword.
//   dst[i] = src[(i * 2654435761) >> 20]   (uchar table of 4096 bytes, uint result)
// No index is loaded, so IGC needs only byte gathers and dword scatters (both among our five).
// memlower twin: u8_gather_hash.mir.
kernel void u8_gather_hash(global const uchar *src, global uint *dst) {
  uint i = get_global_id(0);
  dst[i] = src[(i * 2654435761u) >> 20];
}
