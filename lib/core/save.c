/*
 * save.c - the saved-game format.
 *
 * Layout, every integer little-endian, whatever the host:
 *
 *   offset size  field
 *   0      4     magic "WMSV"
 *   4      2     format version (WM_SAVE_FORMAT, currently 2; 1 is read)
 *   6      2     title id (wm_title)
 *   8      2     the title's state layout version (wm_title_ops.layout_version)
 *   10     2     reserved, 0
 *   12     4     handle flags (WM_OPT_NO_HISTORY)
 *   16     4     number of state fields that follow (must match the title's table)
 *   20     4     payload size: bytes from offset 28 up to the checksum
 *   24     4     number of history moves
 *   28     ...   the state, field by field in table order, each element in
 *                its declared size; then the history, 4 bytes per move
 *   ...    28    format 2 and 3: the game's origin, the options it was
 *                created with (the game log replays the history from
 *                there): 4 bytes 1, 8 seed, 4 scenario (signed), 4 seats
 *                (signed), 4 bots, 4 rules flags.  A game whose origin is
 *                not known (loaded from a format-1 save) is saved in
 *                format 1 again, so every game still has one encoding;
 *                in format 3 an unknown origin is 28 zero bytes.
 *   end-12 8     format 3 only: the hash of the content pack the game
 *                plays (wm_content_hash, never 0).  A game of the
 *                built-in content is saved in format 2 (or 1) exactly as
 *                before packs existed.
 *   end-4  4     CRC-32 (IEEE 802.3, as zlib) of every byte before it
 *
 * A save of an older layout of its title (format 2, with history) is not
 * decoded but rebuilt by replaying its history from its origin
 * (load_by_replay).
 *
 * Loading checks, in order: length and magic (WM_ECORRUPT), format and
 * layout versions (WM_EVERSION when newer), title, sizes and checksum
 * (WM_ECORRUPT), then every field's range, every history move id and the
 * title's invariants (WM_ECORRUPT).  The origin is checked only for its
 * form here (the marker 1, no WM_OPT_NO_HISTORY, the same dice flag as the
 * handle); whether it really leads to the saved state is checked when a log
 * is derived (wm_log_new replays through the checked wm_apply path and
 * compares the result).  Nothing is allocated before the bytes are known
 * to be well formed.
 */
#include "core.h"

#include <string.h>

#define WM_SAVE_FORMAT 3
#define WM_SAVE_HEADER 28
#define WM_SAVE_ORIGIN 28 /* the origin block of formats 2 and 3 */
#define WM_SAVE_CONTENT 8 /* the content block of format 3 */
#define WM_CORE_FLAGS (WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY)

/* CRC-32 (IEEE 802.3, reflected polynomial 0xedb88320, as zlib), one table
 * lookup per byte.  The table is the CRC of each byte value. */
static const uint32_t crc_table[256] = {
    0x00000000u, 0x77073096u, 0xee0e612cu, 0x990951bau, 0x076dc419u, 0x706af48fu,
    0xe963a535u, 0x9e6495a3u, 0x0edb8832u, 0x79dcb8a4u, 0xe0d5e91eu, 0x97d2d988u,
    0x09b64c2bu, 0x7eb17cbdu, 0xe7b82d07u, 0x90bf1d91u, 0x1db71064u, 0x6ab020f2u,
    0xf3b97148u, 0x84be41deu, 0x1adad47du, 0x6ddde4ebu, 0xf4d4b551u, 0x83d385c7u,
    0x136c9856u, 0x646ba8c0u, 0xfd62f97au, 0x8a65c9ecu, 0x14015c4fu, 0x63066cd9u,
    0xfa0f3d63u, 0x8d080df5u, 0x3b6e20c8u, 0x4c69105eu, 0xd56041e4u, 0xa2677172u,
    0x3c03e4d1u, 0x4b04d447u, 0xd20d85fdu, 0xa50ab56bu, 0x35b5a8fau, 0x42b2986cu,
    0xdbbbc9d6u, 0xacbcf940u, 0x32d86ce3u, 0x45df5c75u, 0xdcd60dcfu, 0xabd13d59u,
    0x26d930acu, 0x51de003au, 0xc8d75180u, 0xbfd06116u, 0x21b4f4b5u, 0x56b3c423u,
    0xcfba9599u, 0xb8bda50fu, 0x2802b89eu, 0x5f058808u, 0xc60cd9b2u, 0xb10be924u,
    0x2f6f7c87u, 0x58684c11u, 0xc1611dabu, 0xb6662d3du, 0x76dc4190u, 0x01db7106u,
    0x98d220bcu, 0xefd5102au, 0x71b18589u, 0x06b6b51fu, 0x9fbfe4a5u, 0xe8b8d433u,
    0x7807c9a2u, 0x0f00f934u, 0x9609a88eu, 0xe10e9818u, 0x7f6a0dbbu, 0x086d3d2du,
    0x91646c97u, 0xe6635c01u, 0x6b6b51f4u, 0x1c6c6162u, 0x856530d8u, 0xf262004eu,
    0x6c0695edu, 0x1b01a57bu, 0x8208f4c1u, 0xf50fc457u, 0x65b0d9c6u, 0x12b7e950u,
    0x8bbeb8eau, 0xfcb9887cu, 0x62dd1ddfu, 0x15da2d49u, 0x8cd37cf3u, 0xfbd44c65u,
    0x4db26158u, 0x3ab551ceu, 0xa3bc0074u, 0xd4bb30e2u, 0x4adfa541u, 0x3dd895d7u,
    0xa4d1c46du, 0xd3d6f4fbu, 0x4369e96au, 0x346ed9fcu, 0xad678846u, 0xda60b8d0u,
    0x44042d73u, 0x33031de5u, 0xaa0a4c5fu, 0xdd0d7cc9u, 0x5005713cu, 0x270241aau,
    0xbe0b1010u, 0xc90c2086u, 0x5768b525u, 0x206f85b3u, 0xb966d409u, 0xce61e49fu,
    0x5edef90eu, 0x29d9c998u, 0xb0d09822u, 0xc7d7a8b4u, 0x59b33d17u, 0x2eb40d81u,
    0xb7bd5c3bu, 0xc0ba6cadu, 0xedb88320u, 0x9abfb3b6u, 0x03b6e20cu, 0x74b1d29au,
    0xead54739u, 0x9dd277afu, 0x04db2615u, 0x73dc1683u, 0xe3630b12u, 0x94643b84u,
    0x0d6d6a3eu, 0x7a6a5aa8u, 0xe40ecf0bu, 0x9309ff9du, 0x0a00ae27u, 0x7d079eb1u,
    0xf00f9344u, 0x8708a3d2u, 0x1e01f268u, 0x6906c2feu, 0xf762575du, 0x806567cbu,
    0x196c3671u, 0x6e6b06e7u, 0xfed41b76u, 0x89d32be0u, 0x10da7a5au, 0x67dd4accu,
    0xf9b9df6fu, 0x8ebeeff9u, 0x17b7be43u, 0x60b08ed5u, 0xd6d6a3e8u, 0xa1d1937eu,
    0x38d8c2c4u, 0x4fdff252u, 0xd1bb67f1u, 0xa6bc5767u, 0x3fb506ddu, 0x48b2364bu,
    0xd80d2bdau, 0xaf0a1b4cu, 0x36034af6u, 0x41047a60u, 0xdf60efc3u, 0xa867df55u,
    0x316e8eefu, 0x4669be79u, 0xcb61b38cu, 0xbc66831au, 0x256fd2a0u, 0x5268e236u,
    0xcc0c7795u, 0xbb0b4703u, 0x220216b9u, 0x5505262fu, 0xc5ba3bbeu, 0xb2bd0b28u,
    0x2bb45a92u, 0x5cb36a04u, 0xc2d7ffa7u, 0xb5d0cf31u, 0x2cd99e8bu, 0x5bdeae1du,
    0x9b64c2b0u, 0xec63f226u, 0x756aa39cu, 0x026d930au, 0x9c0906a9u, 0xeb0e363fu,
    0x72076785u, 0x05005713u, 0x95bf4a82u, 0xe2b87a14u, 0x7bb12baeu, 0x0cb61b38u,
    0x92d28e9bu, 0xe5d5be0du, 0x7cdcefb7u, 0x0bdbdf21u, 0x86d3d2d4u, 0xf1d4e242u,
    0x68ddb3f8u, 0x1fda836eu, 0x81be16cdu, 0xf6b9265bu, 0x6fb077e1u, 0x18b74777u,
    0x88085ae6u, 0xff0f6a70u, 0x66063bcau, 0x11010b5cu, 0x8f659effu, 0xf862ae69u,
    0x616bffd3u, 0x166ccf45u, 0xa00ae278u, 0xd70dd2eeu, 0x4e048354u, 0x3903b3c2u,
    0xa7672661u, 0xd06016f7u, 0x4969474du, 0x3e6e77dbu, 0xaed16a4au, 0xd9d65adcu,
    0x40df0b66u, 0x37d83bf0u, 0xa9bcae53u, 0xdebb9ec5u, 0x47b2cf7fu, 0x30b5ffe9u,
    0xbdbdf21cu, 0xcabac28au, 0x53b39330u, 0x24b4a3a6u, 0xbad03605u, 0xcdd70693u,
    0x54de5729u, 0x23d967bfu, 0xb3667a2eu, 0xc4614ab8u, 0x5d681b02u, 0x2a6f2b94u,
    0xb40bbe37u, 0xc30c8ea1u, 0x5a05df1bu, 0x2d02ef8du,
};

/* Slicing by 8 (the same CRC, eight bytes a step from eight tables:
 * slice[k][i] is the CRC register after byte i and k zero bytes), which
 * takes the checksum of a save from half of a save+load round trip to a
 * fifth.  The tables follow from crc_table and are built once
 * (wm__once); meanwhile another thread goes byte by byte. */
static uint32_t crc_slice[8][256];
static _Atomic int crc_slice_state;

static void build_crc_slices(void)
{
    for (int i = 0; i < 256; i++)
        crc_slice[0][i] = crc_table[i];
    for (int k = 1; k < 8; k++)
        for (int i = 0; i < 256; i++) {
            uint32_t c = crc_slice[k - 1][i];
            crc_slice[k][i] = (c >> 8) ^ crc_table[c & 0xffu];
        }
}

static uint32_t crc32_update(uint32_t crc, const unsigned char *p, size_t n)
{
    crc = ~crc;
    const uint32_t *t = n >= 16 && wm__once(&crc_slice_state, build_crc_slices) ? &crc_slice[0][0] : NULL;
    if (t)
        for (; n >= 8; n -= 8, p += 8) {
            uint32_t a = crc ^ ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
            uint32_t b = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
            crc = t[7 * 256 + (a & 0xffu)] ^ t[6 * 256 + ((a >> 8) & 0xffu)] ^ t[5 * 256 + ((a >> 16) & 0xffu)] ^
                  t[4 * 256 + (a >> 24)] ^ t[3 * 256 + (b & 0xffu)] ^ t[2 * 256 + ((b >> 8) & 0xffu)] ^
                  t[1 * 256 + ((b >> 16) & 0xffu)] ^ t[b >> 24];
        }
    while (n--)
        crc = crc_table[(crc ^ *p++) & 0xffu] ^ (crc >> 8);
    return ~crc;
}

uint32_t wm__crc32(const void *p, size_t n)
{
    return crc32_update(0, (const unsigned char *)p, n);
}

static void put_le(unsigned char *p, uint64_t v, unsigned size)
{
    for (unsigned i = 0; i < size; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, unsigned size)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < size; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static size_t state_bytes(const wm_title_ops *ops)
{
    size_t n = 0;
    for (size_t i = 0; i < ops->nfields; i++)
        n += (size_t)ops->fields[i].size * ops->fields[i].count;
    return n;
}

/* Reads one element of a field from host memory as a 64-bit value. */
static uint64_t read_elem(const unsigned char *p, const wm_field *f)
{
    switch (f->size) {
    case 1: { uint8_t v; memcpy(&v, p, 1); return f->is_signed ? (uint64_t)(int64_t)(int8_t)v : v; }
    case 2: { uint16_t v; memcpy(&v, p, 2); return f->is_signed ? (uint64_t)(int64_t)(int16_t)v : v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return f->is_signed ? (uint64_t)(int64_t)(int32_t)v : v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
    }
}

static void write_elem(unsigned char *p, const wm_field *f, uint64_t v)
{
    switch (f->size) {
    case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8); break;
    }
}

/* Sign-extends a little-endian value of the field's size. */
static int64_t as_signed(uint64_t v, unsigned size)
{
    if (size < 8) {
        uint64_t sign = (uint64_t)1 << (size * 8 - 1);
        v &= (sign << 1) - 1;
        return (int64_t)(v ^ sign) - (int64_t)sign;
    }
    return (int64_t)v;
}

static int in_range(const wm_field *f, uint64_t raw)
{
    if (f->min > f->max)
        return 1;
    if (f->is_signed) {
        int64_t v = as_signed(raw, f->size);
        return v >= f->min && v <= f->max;
    }
    if (f->min < 0)
        return raw <= (uint64_t)f->max;
    return raw >= (uint64_t)f->min && raw <= (uint64_t)f->max;
}

/* A save's state block is each field's elements in little-endian order, so
 * on a little-endian host a field's bytes are its host bytes: save and load
 * copy whole fields (memcpy) and load then checks the elements' ranges in
 * place, with a loop per element type.  Elsewhere, element by element. */
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define WM_HOST_LE 1
#else
#define WM_HOST_LE 0
#endif

/* Every element of field f, at p in host memory, within [min, max]. */
static int field_in_range(const unsigned char *p, const wm_field *f)
{
    if (f->min > f->max)
        return 1;
    const int64_t lo = f->min, hi = f->max;
    const unsigned n = f->count;
    int bad = 0;
    switch (f->size | (f->is_signed ? 0x10u : 0u)) {
    case 1:
        for (unsigned k = 0; k < n; k++) {
            int64_t v = p[k];
            bad |= (v < lo) | (v > hi);
        }
        return !bad;
    case 0x11:
        for (unsigned k = 0; k < n; k++) {
            int64_t v = (int8_t)p[k];
            bad |= (v < lo) | (v > hi);
        }
        return !bad;
    case 2:
    case 0x12:
    case 4:
    case 0x14:
        for (unsigned k = 0; k < n; k++) {
            uint64_t raw = read_elem(p + (size_t)k * f->size, f);
            int64_t v = f->is_signed ? (int64_t)raw : (int64_t)(raw & 0xFFFFFFFFu);
            bad |= (v < lo) | (v > hi);
        }
        return !bad;
    default:
        for (unsigned k = 0; k < n; k++)
            if (!in_range(f, read_elem(p + (size_t)k * f->size, f)))
                return 0;
        return 1;
    }
}

/* Element k of field f holds v, out of its range: the error names it. */
static wm_status out_of_range(const wm_title_ops *ops, const wm_field *f, unsigned k, uint64_t v)
{
    return wm__fail(WM_ECORRUPT, "save: field %s[%u] of %s: %lld is out of its range", f->name, k, ops->name,
                    (long long)(f->is_signed ? as_signed(v, f->size) : (int64_t)v));
}

/* The first element out of its field's range in the state at sp (host
 * memory), named in the error. */
static wm_status range_failure(const wm_title_ops *ops, const unsigned char *sp)
{
    for (size_t i = 0; i < ops->nfields; i++) {
        const wm_field *f = &ops->fields[i];
        for (unsigned k = 0; k < f->count; k++) {
            uint64_t v = read_elem(sp + f->offset + (size_t)k * f->size, f);
            if (!in_range(f, v))
                return out_of_range(ops, f, k, v);
        }
    }
    return wm__fail(WM_ECORRUPT, "save: a field of %s is out of its range", ops->name);
}

/* A title's load plan, for little-endian hosts; every title's is built
 * at the first save or load (wm__once).  A save's state block is the
 * fields in table order; when the table lists the state's bytes from offset 0 in order without a gap (as
 * every title's does), the block *is* the state and is copied whole.  The
 * range checks then run as one pass over the state's bytes against a
 * lower and an upper bound a byte (the unsigned one-byte fields, most of
 * every title's: 262 of the Republic's 309; a byte of any other field
 * admits 0-255 there), and a field at a time for the others (wider or
 * signed elements).  Field by field, the Republic's load spent 4 of its
 * 7.5 microseconds in the per-field calls.  A title whose table does not
 * fit the plan (or while another thread builds it) is loaded field by
 * field, as a big-endian host always is, and as the WebAssembly build
 * does: its .wasm has a size budget (make check-web) and the plan's code
 * is 2 KB of it. */
#if WM_HOST_LE && !defined(__EMSCRIPTEN__)
#define WM_LOAD_PLAN 1
#else
#define WM_LOAD_PLAN 0
#endif
#define WM_PLAN_TITLES 5     /* wm_title ids 0-4 */
#define WM_PLAN_BYTES 4096   /* the largest state the plan holds (the Republic's is 2,240) */
#define WM_PLAN_OTHERS 256   /* fields checked one at a time */
typedef struct load_plan {
    int usable;                  /* the state is the fields in order, no gap */
    uint32_t bytes;              /* the state block's size */
    uint16_t nother, other[WM_PLAN_OTHERS];
    uint8_t lo[WM_PLAN_BYTES], hi[WM_PLAN_BYTES];
} load_plan;
#if WM_LOAD_PLAN
static load_plan plans[WM_PLAN_TITLES];
static _Atomic int plans_state;

static void build_plan(int title)
{
    const wm_title_ops *ops = wm__title_ops((wm_title)title);
    load_plan *pl = &plans[title];
    if (!ops)
        return;
    uint32_t at = 0;
    for (size_t i = 0; i < ops->nfields; i++) {
        const wm_field *f = &ops->fields[i];
        uint32_t bytes = (uint32_t)f->size * f->count;
        if (f->offset != at || at + bytes > WM_PLAN_BYTES)
            return; /* not the plan's shape: field by field */
        if (f->size == 1 && !f->is_signed && f->min <= f->max) {
            int64_t lo = f->min < 0 ? 0 : f->min, hi = f->max > 255 ? 255 : f->max;
            if (lo > hi) /* a range outside 0-255: every value is refused */
                lo = 255, hi = 0;
            memset(pl->lo + at, (int)lo, bytes);
            memset(pl->hi + at, (int)hi, bytes);
        } else {
            memset(pl->lo + at, 0, bytes);
            memset(pl->hi + at, 255, bytes);
            if (f->min <= f->max) {
                if (pl->nother == WM_PLAN_OTHERS)
                    return;
                pl->other[pl->nother++] = (uint16_t)i;
            }
        }
        at += bytes;
    }
    if (at != ops->state_size)
        return;
    pl->bytes = at;
    pl->usable = 1;
}
static void build_plans(void)
{
    for (int t = 0; t < WM_PLAN_TITLES; t++)
        build_plan(t);
}

/* The title's plan, or NULL: field by field. */
static const load_plan *plan_of(const wm_title_ops *ops)
{
    if ((unsigned)ops->id >= WM_PLAN_TITLES || wm__title_ops(ops->id) != ops)
        return NULL;
    if (!wm__once(&plans_state, build_plans))
        return NULL;
    return plans[ops->id].usable ? &plans[ops->id] : NULL;
}

/* Every byte of the state within its bounds: 0 if one is not. */
static int bytes_in_range(const unsigned char *s, const load_plan *pl)
{
    size_t i = 0, n = pl->bytes;
    unsigned bad = 0;
#if defined(__GNUC__) && (defined(__SSE2__) || defined(__ARM_NEON) || defined(__wasm_simd128__))
    /* sixteen bytes a step (GCC's and Clang's vector extension; the
       compare gives 0 or all ones in each lane), where the target has
       16-byte vectors: elsewhere the compiler would spell each lane out
       (3.5 KB more code where there are none) */
    typedef unsigned char wm_v16 __attribute__((vector_size(16)));
    wm_v16 acc = {0};
    for (; i + 16 <= n; i += 16) {
        wm_v16 v, lo, hi;
        memcpy(&v, s + i, 16);
        memcpy(&lo, pl->lo + i, 16);
        memcpy(&hi, pl->hi + i, 16);
        acc |= (wm_v16)((v < lo) | (v > hi));
    }
    uint64_t w[2];
    memcpy(w, &acc, 16);
    bad = (w[0] | w[1]) != 0;
#endif
    for (; i < n; i++)
        bad |= (unsigned)(s[i] < pl->lo[i]) | (unsigned)(s[i] > pl->hi[i]);
    return !bad;
}
#else
static const load_plan *plan_of(const wm_title_ops *ops)
{
    (void)ops;
    return NULL;
}
static int bytes_in_range(const unsigned char *s, const load_plan *pl)
{
    (void)s;
    (void)pl;
    return 1;
}
#endif

wm_status wm_save(const wm_game *g, void *buf, size_t cap, size_t *len)
{
    if (!g || !len)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "len");
    const wm_title_ops *ops = g->ops;
    const load_plan *pl = plan_of(ops);
    unsigned format = g->content ? 3 : g->origin.known ? 2 : 1;
    size_t payload = (pl ? pl->bytes : state_bytes(ops)) + g->nhist * 4 + (format >= 2 ? WM_SAVE_ORIGIN : 0) +
                     (format >= 3 ? WM_SAVE_CONTENT : 0);
    size_t total = WM_SAVE_HEADER + payload + 4;
    *len = total;
    if (!buf || cap < total)
        return wm__fail(WM_ERANGE, "buf: %zu bytes, the save needs %zu", buf ? cap : 0, total);

    unsigned char *p = buf;
    memcpy(p, "WMSV", 4);
    put_le(p + 4, format, 2);
    put_le(p + 6, (uint64_t)ops->id, 2);
    put_le(p + 8, ops->layout_version, 2);
    put_le(p + 10, 0, 2);
    put_le(p + 12, g->flags, 4);
    put_le(p + 16, ops->nfields, 4);
    put_le(p + 20, payload, 4);
    put_le(p + 24, g->nhist, 4);
    unsigned char *q = p + WM_SAVE_HEADER;
    const unsigned char *st = (const unsigned char *)g->state;
    if (pl) { /* the state is its fields in order */
        memcpy(q, st, pl->bytes);
        q += pl->bytes;
    }
    for (size_t i = 0; i < ops->nfields && !pl; i++) {
        const wm_field *f = &ops->fields[i];
        if (WM_HOST_LE) {
            size_t bytes = (size_t)f->size * f->count;
            memcpy(q, st + f->offset, bytes);
            q += bytes;
            continue;
        }
        for (unsigned k = 0; k < f->count; k++) {
            put_le(q, read_elem(st + f->offset + (size_t)k * f->size, f), f->size);
            q += f->size;
        }
    }
    for (size_t i = 0; i < g->nhist; i++, q += 4)
        put_le(q, g->hist[i], 4);
    if (format >= 2) {
        const wm_origin *o = &g->origin;
        memset(q, 0, WM_SAVE_ORIGIN);
        if (o->known) {
            put_le(q, 1, 4);
            put_le(q + 4, o->seed, 8);
            put_le(q + 12, (uint32_t)o->scenario, 4);
            put_le(q + 16, (uint32_t)o->seats, 4);
            put_le(q + 20, o->bots, 4);
            put_le(q + 24, o->flags, 4);
        }
        q += WM_SAVE_ORIGIN;
    }
    if (format >= 3) {
        put_le(q, g->content->hash, 8);
        q += WM_SAVE_CONTENT;
    }
    put_le(q, crc32_update(0, p, total - 4), 4);
    return WM_OK;
}

/* The origin block of a format-2 save (WM_SAVE_ORIGIN bytes at q), read
 * into *org and checked against the save's core flags: recorded (known ==
 * 1), never WM_OPT_NO_HISTORY, the same dice mode.  WM_ECORRUPT if not. */
static wm_status get_origin(const unsigned char *q, uint32_t save_flags, unsigned format, wm_origin *org)
{
    uint64_t known = get_le(q, 4);
    if (format >= 3 && known == 0) {
        /* an unknown origin: all zero */
        for (unsigned i = 4; i < WM_SAVE_ORIGIN; i++)
            if (q[i])
                return wm__fail(WM_ECORRUPT, "save: an unrecorded origin with non-zero bytes");
        memset(org, 0, sizeof *org);
        return WM_OK;
    }
    org->seed = get_le(q + 4, 8);
    org->scenario = (int32_t)as_signed(get_le(q + 12, 4), 4);
    org->seats = (int32_t)as_signed(get_le(q + 16, 4), 4);
    org->bots = (uint32_t)get_le(q + 20, 4);
    org->flags = (uint32_t)get_le(q + 24, 4);
    org->known = (uint32_t)known;
    org->reserved = 0;
    if (known != 1 || (org->flags & WM_OPT_NO_HISTORY) ||
        (org->flags & WM_OPT_EXTERNAL_DICE) != (save_flags & WM_OPT_EXTERNAL_DICE))
        return wm__fail(WM_ECORRUPT, "save: the recorded options (flags 0x%x) do not fit the save's flags 0x%x",
                        (unsigned)org->flags, (unsigned)save_flags);
    return WM_OK;
}

/* The save's content hash is not the given pack's. */
static wm_status content_mismatch(uint64_t hash, const wm_content *content, const wm_title_ops *ops)
{
    if (content && content->ops != ops)
        return wm__fail(WM_ECONTENT, "content: the pack is for %s, the save is a game of %s", content->ops->name,
                        ops->name);
    if (!content)
        return wm__fail(WM_ECONTENT, "content: the save was played with a content pack (hash %016llx): load it with that pack",
                        (unsigned long long)hash);
    if (!hash)
        return wm__fail(WM_ECONTENT, "content: the save was played with the built-in content, not this pack");
    return wm__fail(WM_ECONTENT, "content: the save was played with another pack (hash %016llx, this one %016llx)",
                    (unsigned long long)hash, (unsigned long long)content->hash);
}

/* A format-2 save of an older state layout of its title (a release before
 * this one changed the title's state): its state cannot be decoded with
 * today's field table, but its origin and history can be read, so the game
 * is rebuilt by replaying the history from the origin through the checked
 * wm_apply path, under this release's rules.  Every move must still be
 * legal (a rules fix may make one illegal: WM_ECORRUPT); the state block
 * itself is skipped, covered only by the checksum.  A save without history
 * (WM_OPT_NO_HISTORY) or without origin (format 1) cannot be replayed and
 * is refused with WM_ECORRUPT, as before. */
static wm_status load_by_replay(const unsigned char *p, size_t len, const wm_title_ops *ops,
                                const wm_options *lo, const wm_content *content, wm_game **out)
{
    uint32_t flags = (uint32_t)get_le(p + 12, 4);
    uint64_t payload = get_le(p + 20, 4);
    uint64_t nhist = get_le(p + 24, 4);
    unsigned format = (unsigned)get_le(p + 4, 2);
    size_t tail = WM_SAVE_ORIGIN + (format >= 3 ? WM_SAVE_CONTENT : 0);
    if (get_le(p + 10, 2) != 0 || (flags & ~(uint32_t)WM_CORE_FLAGS) || (flags & WM_OPT_NO_HISTORY) ||
        len != WM_SAVE_HEADER + payload + 4 || payload < tail || nhist > (payload - tail) / 4)
        return wm__fail(WM_ECORRUPT, "save: the header's flags or sizes do not fit its %zu bytes", len);
    if (crc32_update(0, p, len - 4) != (uint32_t)get_le(p + len - 4, 4))
        return wm__fail(WM_ECORRUPT, "save: checksum mismatch");
    const unsigned char *h = p + len - 4 - tail - nhist * 4; /* the history */
    const unsigned char *q = h + nhist * 4;                    /* the origin */
    uint64_t hash = format >= 3 ? get_le(q + WM_SAVE_ORIGIN, 8) : 0;
    if (format >= 3 && hash == 0)
        return wm__fail(WM_ECORRUPT, "save: format 3 with a content hash of 0");
    if (hash != (content ? content->hash : 0) || (content && content->ops != ops))
        return content_mismatch(hash, content, ops);
    wm_origin org;
    if (get_origin(q, flags, format, &org) != WM_OK)
        return WM_ECORRUPT;
    if (!org.known)
        return wm__fail(WM_ECORRUPT, "save: of an older state layout of %s without its options: it cannot be replayed",
                        ops->name);
    if (ops->replay_flags) /* the content the old game was played with */
        org.flags |= ops->replay_flags((unsigned)get_le(p + 8, 2));
    wm_game *g = NULL;
    wm_status st = wm__new_from_origin(ops, &org, content, lo->alloc, lo->alloc_ud, &g);
    if (st != WM_OK)
        return st;
    for (uint64_t i = 0; st == WM_OK && i < nhist; i++) {
        uint64_t m = get_le(h + i * 4, 4);
        if (m >= ops->action_count || !wm_is_legal(g, (wm_move)m))
            st = wm__fail(WM_ECORRUPT, "save: move %llu of the history (id %llu) is not legal under this release's rules",
                          (unsigned long long)i + 1, (unsigned long long)m);
        else if ((st = wm_apply(g, (wm_move)m)) != WM_OK && st != WM_ENOMEM)
            st = WM_ECORRUPT;
    }
    if (st == WM_OK && (st = wm_check(g)) != WM_OK)
        wm__fail(st, "save: the replayed position breaks the invariants of %s", ops->name);
    if (st != WM_OK) {
        wm_free(g);
        return st;
    }
    *out = g;
    return WM_OK;
}

wm_status wm_load(const void *buf, size_t len, wm_game **out)
{
    return wm_load_with(buf, len, NULL, out);
}

wm_status wm_load_with(const void *buf, size_t len, const wm_options *opts, wm_game **out)
{
    return wm_load_with_content(buf, len, opts, NULL, out);
}

wm_status wm_load_with_content(const void *buf, size_t len, const wm_options *opts, const wm_content *content,
                               wm_game **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    if (!buf)
        return wm__fail(WM_EINVAL, "buf is NULL");
    wm_options o;
    wm_status st = wm__options_read(opts, &o);
    if (st != WM_OK)
        return st;

    const unsigned char *p = buf;
    if (len < WM_SAVE_HEADER + 4)
        return wm__fail(WM_ECORRUPT, "save: %zu bytes is too short for a save (at least %u)", len,
                        (unsigned)(WM_SAVE_HEADER + 4));
    if (memcmp(p, "WMSV", 4) != 0)
        return wm__fail(WM_ECORRUPT, "save: no \"WMSV\" magic: not a save of libweimar");
    if (get_le(p + 4, 2) > WM_SAVE_FORMAT)
        return wm__fail(WM_EVERSION, "save: format %u is newer than this library's %u", (unsigned)get_le(p + 4, 2),
                        (unsigned)WM_SAVE_FORMAT);
    unsigned format = (unsigned)get_le(p + 4, 2);
    if (format < 1)
        return wm__fail(WM_ECORRUPT, "save: format 0 does not exist");
    size_t origin_bytes = format >= 2 ? WM_SAVE_ORIGIN : 0;
    size_t content_bytes = format >= 3 ? WM_SAVE_CONTENT : 0;
    const wm_title_ops *ops = wm__title_ops((wm_title)get_le(p + 6, 2));
    if (!ops)
        return wm__fail(WM_ECORRUPT, "save: title %u is not a title", (unsigned)get_le(p + 6, 2));
    uint64_t layout = get_le(p + 8, 2);
    if (layout > ops->layout_version)
        return wm__fail(WM_EVERSION, "save: state layout %u of %s is newer than this library's %u", (unsigned)layout,
                        ops->name, (unsigned)ops->layout_version);
    if (layout < ops->layout_version && format >= 2)
        return load_by_replay(p, len, ops, &o, content, out);
    if (layout != ops->layout_version)
        return wm__fail(WM_ECORRUPT, "save: state layout %u of %s in a format-1 save cannot be replayed", (unsigned)layout,
                        ops->name);
    if (get_le(p + 10, 2) != 0)
        return wm__fail(WM_ECORRUPT, "save: the header's reserved bytes are not 0");
    uint32_t flags = (uint32_t)get_le(p + 12, 4);
    uint64_t nfields = get_le(p + 16, 4);
    uint64_t payload = get_le(p + 20, 4);
    uint64_t nhist = get_le(p + 24, 4);
    const load_plan *pl = plan_of(ops);
    size_t sbytes = pl ? pl->bytes : state_bytes(ops);
    if ((flags & ~(uint32_t)WM_CORE_FLAGS) || nfields != ops->nfields ||
        payload != sbytes + nhist * 4 + origin_bytes + content_bytes || len != WM_SAVE_HEADER + payload + 4)
        return wm__fail(WM_ECORRUPT, "save: the header's flags, field count or sizes do not fit %s's state and the save's %zu bytes",
                        ops->name, len);
    if ((flags & WM_OPT_NO_HISTORY) && nhist)
        return wm__fail(WM_ECORRUPT, "save: a history of %llu moves in a game without history", (unsigned long long)nhist);
    if (crc32_update(0, p, len - 4) != (uint32_t)get_le(p + len - 4, 4))
        return wm__fail(WM_ECORRUPT, "save: checksum mismatch");
    /* The content: the save's pack hash (0: the built-in content) must be
     * the given pack's (none for the built-in content). */
    uint64_t hash = content_bytes ? get_le(p + len - 4 - WM_SAVE_CONTENT, 8) : 0;
    if (content_bytes && hash == 0)
        return wm__fail(WM_ECORRUPT, "save: format 3 with a content hash of 0");
    if (hash != (content ? content->hash : 0) || (content && content->ops != ops))
        return content_mismatch(hash, content, ops);

    /* Decode into a zeroed handle, checking each element's range. */
    wm_game *g = wm__game_alloc(ops, o.alloc, o.alloc_ud, flags);
    if (!g)
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the game's handle");
    wm__game_set_content(g, content);
    const unsigned char *q = p + WM_SAVE_HEADER;
    unsigned char *sp = (unsigned char *)g->state;
    st = WM_OK;
    if (pl) { /* the handle is freed if a value is out of range */
        memcpy(sp, q, pl->bytes);
        q += pl->bytes;
        int ok = bytes_in_range(sp, pl);
        for (unsigned k = 0; k < pl->nother && ok; k++)
            ok = field_in_range(sp + ops->fields[pl->other[k]].offset, &ops->fields[pl->other[k]]);
        if (!ok)
            st = range_failure(ops, sp);
    }
    for (size_t i = 0; i < ops->nfields && st == WM_OK && !pl; i++) {
        const wm_field *f = &ops->fields[i];
        if (WM_HOST_LE) {
            size_t bytes = (size_t)f->size * f->count;
            memcpy(sp + f->offset, q, bytes); /* the handle is freed if a value is out of range */
            q += bytes;
            if (!field_in_range(sp + f->offset, f))
                st = range_failure(ops, sp);
            continue;
        }
        for (unsigned k = 0; k < f->count; k++) {
            uint64_t v = get_le(q, f->size);
            q += f->size;
            if (!in_range(f, v)) {
                st = out_of_range(ops, f, k, v);
                break;
            }
            write_elem(sp + f->offset + (size_t)k * f->size, f, v);
        }
    }
    if (st == WM_OK && !(flags & WM_OPT_NO_HISTORY) &&
        (st = wm__history_reserve(g, (size_t)(nhist > 64 ? nhist : 64))) != WM_OK)
        wm__fail(st, "out of memory: the allocator refused a history of %llu moves", (unsigned long long)nhist);
    for (uint64_t i = 0; st == WM_OK && i < nhist; i++, q += 4) {
        uint64_t m = get_le(q, 4);
        if (m >= ops->action_count)
            st = wm__fail(WM_ECORRUPT, "save: move %llu of the history: %llu is not a move id of %s",
                          (unsigned long long)i + 1, (unsigned long long)m, ops->name);
        else
            g->hist[g->nhist++] = (wm_move)m;
    }
    if (st == WM_OK && origin_bytes)
        st = get_origin(q, flags, format, &g->origin);
    if (st == WM_OK && (st = wm_check(g)) != WM_OK) /* never into a log being recorded */
        wm__fail(st, "save: the position breaks the invariants of %s", ops->name);
    if (st != WM_OK) {
        wm_free(g);
        return st;
    }
    *out = g;
    return WM_OK;
}
