import { expect } from 'vitest';
import type { ProjectBodyInput, ProjectDetail, ProjectRelease, ReleaseConfirmer, ReleaseRow } from '../../common/contract/project';
import type { SurveyDetail } from '../../common/contract/survey';
import { login, type CallResult, type TestServer } from './server';
import { StockFlowClient } from './stock-flows';
import { postSurvey, surveyInput, surveySetup } from './survey';
import { uniqueTag, type ErrorBody, type Picks, type ProductRow } from './warehouse';

/**
 * Projects and their material release (issue 14 sections 2–3), as the api and e2e tests make them:
 * a survey with stocked products, a project, its request, and the admin's and the guard's
 * confirmations. The quickest way to a released project:
 *
 *   const p = new ProjectClient(t, adminToken);
 *   const { fixture, project } = await p.releasedProject();       // stocks [10, 5], qty [4, 2]
 *   // project.release.status === 'released'; stock left: 6 and 3 in fixture.warehouse
 */

/** An account that confirms releases: its token and the idk it sends in the path (0 without an employee). */
export interface Confirmer {
  token: string;
  idk: number;
  email: string;
}

/** What a project is made from: a survey, an executor, products stocked in one warehouse. */
export interface ProjectFixture {
  survey: SurveyDetail;
  /** An active employee (the executor picker's choice). */
  executor: { id: string; idk: number; nama: string };
  picks: Picks;
  /** The warehouse every product's opening stock is in (= picks.warehouse). */
  warehouse: string;
  /** In the order of `stocks`. */
  products: ProductRow[];
  tag: string;
}

let counter = 0;

export class ProjectClient extends StockFlowClient {
  constructor(
    readonly t: TestServer,
    adminToken: string,
  ) {
    super(t.url, adminToken);
  }

  /** An active employee with its id (a division and a position of its own), added by the admin. */
  async employee(firstname = 'Budi', lastname = 'Santoso'): Promise<{ id: string; idk: number; nama: string }> {
    counter += 1;
    const tag = uniqueTag('P');
    const division = await this.addMaster('division', `Proyek ${tag}`);
    const position = await this.api<{ data: { id: string } }>('POST', '/api/employee/position/add', { name: `Pelaksana ${tag}`, description: '', status: 'active' });
    expect(position.status, JSON.stringify(position.body)).toBe(200);
    const identity = `8${String(Date.now() % 1e9).padStart(9, '0')}${String(counter).padStart(6, '0')}`;
    const res = await this.api<{ data: { id: string; idk: number } }>('POST', '/api/employee/employee/add', {
      firstname,
      lastname,
      email: `pelaksana${counter}-${tag.toLowerCase()}@karyawan.test`,
      phone: `08${identity.slice(-10)}`,
      identity_number: identity,
      dname: division,
      pname: position.body.data.id,
      salary: 100000,
      overtime: 20000,
      dayoff: 4,
      makan_status: 'N',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { id: res.body.data.id, idk: res.body.data.idk, nama: `${firstname} ${lastname}` };
  }

  /** A survey (posted by the admin, the phone's way) with its two locations. */
  async survey(projectName = `Pemasangan Pipa ${uniqueTag('S')}`): Promise<SurveyDetail> {
    const setup = await surveySetup(this.t, this.token);
    const res = await postSurvey(this.t, this.token, surveyInput(setup, { project_name: projectName }, 1));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /** A survey, an executor and one product per entry of `stocks` (opening stock in one warehouse). */
  async fixture(stocks: readonly number[] = [10, 5], tag = uniqueTag('Q')): Promise<ProjectFixture> {
    const survey = await this.survey(`Proyek ${tag}`);
    const executor = await this.employee();
    const picks = await this.picks(tag);
    const products: ProductRow[] = [];
    for (const [index, stock] of stocks.entries()) products.push(await this.addProduct(picks, { name: `Bahan ${tag} ${index + 1}`, stock }));
    return { survey, executor, picks, warehouse: picks.warehouse, products, tag };
  }

  /** The project form's payload: every fixture product, with `qty` per product (default 1 each). */
  projectInput(f: ProjectFixture, qty: readonly number[] = f.products.map(() => 1), overrides: Partial<ProjectBodyInput> = {}): ProjectBodyInput {
    return {
      idsurvey: f.survey._id,
      idpelaksana: f.executor.id,
      date_keluar: '2026-11-25',
      desc: `Pemasangan jalur ${f.tag}`,
      kebutuhan: f.products.map((p, i) => ({ idproduk: p.id, qty: qty[i] ?? 1 })),
      ...overrides,
    };
  }

  addProjectRaw(body: unknown) {
    return this.api<{ status: 'ok'; data: ProjectDetail } & Partial<ErrorBody>>('POST', '/api/survey/proyek/add', body);
  }

  async addProject(body: ProjectBodyInput): Promise<ProjectDetail> {
    const res = await this.addProjectRaw(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  updateProjectRaw(id: string, body: unknown) {
    return this.api<{ status: 'ok'; data: ProjectDetail } & Partial<ErrorBody>>('PUT', `/api/survey/proyek/update/${id}`, body);
  }

  deleteProjectRaw(id: string) {
    return this.api<{ status: 'ok' } & Partial<ErrorBody>>('DELETE', `/api/survey/proyek/delete/${id}`);
  }

  /** GET proyek/get/{id}. */
  async project(id: string, token = this.token): Promise<ProjectDetail> {
    const res = await this.api<{ data: ProjectDetail }>('GET', `/api/survey/proyek/get/${id}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async projects(query = ''): Promise<{ data: ProjectDetail[]; pagination?: { total: number; last_page: number; per_page: number; current_page: number } }> {
    const res = await this.api<{ data: ProjectDetail[]; pagination?: { total: number; last_page: number; per_page: number; current_page: number } }>('GET', `/api/survey/proyek/all${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** POST barangkeluar/add as the project screen's 'Konfirmasi' sends it. */
  requestRaw(projectId: string, extra: Record<string, unknown> = {}) {
    return this.api<{ status: 'ok'; data: ProjectRelease } & Partial<ErrorBody>>('POST', '/api/warehouse/barangkeluar/add', { idproyek: projectId, status: 'IP', ...extra });
  }

  async request(projectId: string): Promise<ProjectRelease> {
    const res = await this.requestRaw(projectId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async releases(query = '', token = this.token): Promise<{ data: ReleaseRow[]; pagination?: { total: number; last_page: number; per_page: number } }> {
    const res = await this.api<{ data: ReleaseRow[]; pagination?: { total: number; last_page: number; per_page: number } }>('GET', `/api/warehouse/barangkeluar/all${query}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** GET barangkeluar/otorisasi/{id}/{idk}?tipe=…&id_gudang=… as `who`. */
  confirmRaw(who: Confirmer, releaseId: string, tipe: ReleaseConfirmer, warehouseId?: string, idk = who.idk): Promise<CallResult<{ status: 'ok'; data: ReleaseRow } & Partial<ErrorBody>>> {
    const query = new URLSearchParams({ tipe, ...(warehouseId ? { id_gudang: warehouseId } : {}) });
    return this.api('GET', `/api/warehouse/barangkeluar/otorisasi/${releaseId}/${idk}?${query.toString()}`, undefined, who.token);
  }

  async confirm(who: Confirmer, releaseId: string, tipe: ReleaseConfirmer, warehouseId?: string): Promise<ReleaseRow> {
    const res = await this.confirmRaw(who, releaseId, tipe, warehouseId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /**
   * An account of `role` with access to Survey and Warehouse; with `employeeId` it is that
   * employee's account (and sends its idk), else it sends 0.
   */
  async account(role: 'admin' | 'satpam' | 'surveyor' | 'user', employeeId?: string): Promise<Confirmer> {
    counter += 1;
    const email = `${role}-proyek${counter}-${uniqueTag('A').toLowerCase()}@erp.test`;
    const password = `sandi-proyek-${counter}`;
    const user = await this.t.createUser({ email, password, role, access: ['/survey', '/warehouse'], ...(employeeId ? { employeeId } : {}) });
    return { token: await login(this.t.url, email, password), idk: user.idk ? Number(user.idk) : 0, email };
  }

  /** An admin and a guard, made once per client and reused. */
  async confirmers(): Promise<{ admin: Confirmer; satpam: Confirmer }> {
    this.madeConfirmers ??= (async () => ({ admin: await this.account('admin'), satpam: await this.account('satpam') }))();
    return this.madeConfirmers;
  }

  private madeConfirmers: Promise<{ admin: Confirmer; satpam: Confirmer }> | null = null;

  /**
   * A fixture, a project needing `qty` of its products, its request, and both confirmations (admin
   * first, from the fixture's warehouse): the goods have left. Answers the released project.
   */
  async releasedProject(options: { stocks?: readonly number[]; qty?: readonly number[] } = {}): Promise<{ fixture: ProjectFixture; project: ProjectDetail }> {
    const fixture = await this.fixture(options.stocks ?? [10, 5]);
    const created = await this.addProject(this.projectInput(fixture, options.qty ?? [4, 2]));
    const release = await this.request(created.id);
    const { admin, satpam } = await this.confirmers();
    await this.confirm(admin, release.id, 'ADM', fixture.warehouse);
    const released = await this.confirm(satpam, release.id, 'SPM');
    expect(released.status).toBe('released');
    const project = await this.project(created.id);
    return { fixture, project };
  }
}
