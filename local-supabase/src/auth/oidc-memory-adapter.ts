// oidc-provider storage for the local sign-in provider. Everything it stores
// (interactions, sessions, codes) lives for minutes, so memory is enough; a
// class of our own also keeps oidc-provider's "dev adapter" warning out of the logs.
type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

const stores = new Map<string, Map<string, { payload: Payload; expiresAt?: number }>>();

export class MemoryAdapter {
  private readonly store: Map<string, { payload: Payload; expiresAt?: number }>;

  constructor(name: string) {
    let s = stores.get(name);
    if (!s) stores.set(name, (s = new Map()));
    this.store = s;
  }

  private live(id: string) {
    const e = this.store.get(id);
    if (e?.expiresAt && e.expiresAt < Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return e;
  }

  async upsert(id: string, payload: Payload, expiresIn?: number) {
    this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
  }
  async find(id: string) {
    return this.live(id)?.payload;
  }
  async findByUserCode(userCode: string) {
    for (const [id, e] of this.store) if (e.payload.userCode === userCode) return this.find(id);
    return undefined;
  }
  async findByUid(uid: string) {
    for (const [id, e] of this.store) if (e.payload.uid === uid) return this.find(id);
    return undefined;
  }
  async consume(id: string) {
    const e = this.live(id);
    if (e) e.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    this.store.delete(id);
  }
  async revokeByGrantId(grantId: string) {
    for (const [id, e] of this.store) if (e.payload.grantId === grantId) this.store.delete(id);
  }
}
