// u32_fill_perm: writes each work-item's id to a permuted place (7 is odd: a permutation of
// 0..1023). Store only, so IGC needs only a dword scatter (scatter4_scaled.R, one of ours).
//   dst[(i * 7) & 1023] = i   (uint)
// memlower twin: u32_fill_perm.mir.
kernel void u32_fill_perm(global uint *dst) {
  uint i = get_global_id(0);
  dst[(i * 7) & 1023] = i;
}
