// u64_gather_idx: 8-byte elements fetched through loaded indices.
//   dst[i] = src[idx[i]]   (ulong)
// memlower twin: u64_gather_idx.mir (our set has no 8-byte gather: two dword gathers per element).
kernel void u64_gather_idx(global const ulong *src, global const uint *idx, global ulong *dst) {
  uint i = get_global_id(0);
  dst[i] = src[idx[i]];
}
