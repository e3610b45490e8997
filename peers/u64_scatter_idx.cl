// u64_scatter_idx: 8-byte elements written through loaded indices (idx is a permutation).
//   dst[idx[i]] = src[i]   (ulong)
// memlower twin: u64_scatter_idx.mir.
kernel void u64_scatter_idx(global const ulong *src, global const uint *idx, global ulong *dst) {
  uint i = get_global_id(0);
  dst[idx[i]] = src[i];
}
