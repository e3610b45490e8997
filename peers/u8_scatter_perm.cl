// u8_scatter_perm: bytes read in order and written to a permuted place (5 is odd, so i -> 5i mod
// 1024 is a permutation: no two work-items write the same byte), plus one.
//   dst[(i * 5) & 1023] = src[i] + 1   (uchar)
// memlower twin: u8_scatter_perm.mir.
kernel void u8_scatter_perm(global const uchar *src, global uchar *dst) {
  uint i = get_global_id(0);
  dst[(i * 5) & 1023] = src[i] + 1;
}
