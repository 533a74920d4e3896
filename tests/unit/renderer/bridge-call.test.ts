import { describe, expect, it } from 'vitest';
import { authEndpoints, employeeEndpoints, productEndpoints } from '../../../common/contract';
import { BAD_RESPONSE_MESSAGE, INVALID_INPUT_MESSAGE, parseResponse, prepareRequest } from '../../../renderer/src/bridge/call';

/** A user id as the server gives them (a uuid; the contract refuses anything else). */
const USER_ID = '3f2b8c1e-5d4a-4b6e-9c7f-0a1b2c3d4e5f';

describe('prepareRequest (shared by the HTTP and IPC bridges)', () => {
  it('fills path parameters and keeps the body', () => {
    const result = prepareRequest(authEndpoints.changePassword, { params: { id: USER_ID }, body: { current_password: 'lama-rahasia1', password: 'rahasia123' } });
    expect(result).toEqual({
      ok: true,
      value: { method: 'PUT', path: `/api/auth/v1/employee/user/${USER_ID}/change_password`, body: { current_password: 'lama-rahasia1', password: 'rahasia123' } },
    });
  });

  it('encodes a path parameter, so a space or a slash in it stays inside its segment', () => {
    const result = prepareRequest(productEndpoints.printOne, { params: { productId: USER_ID, code: 'QR 1/2' } });
    expect(result.ok && result.value.path).toBe(`/api/warehouse/product/print/${USER_ID}/QR%201%2F2`);
  });

  it('sends parsed query values and drops empty ones', () => {
    const result = prepareRequest(employeeEndpoints.application.list, {
      query: { page: 2, per_page: 5, sort: 'name|asc', filter: '' },
    });
    expect(result.ok && result.value.query).toEqual({ page: 2, per_page: 5, sort: 'name|asc' });
  });

  it('answers invalid input like the server would (400, VALIDATION, fields) without sending it', () => {
    const result = prepareRequest(authEndpoints.changePassword, { params: { id: USER_ID }, body: { password: '123' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'VALIDATION', status: 400, message: INVALID_INPUT_MESSAGE });
    expect(result.error.fields?.password).toBe('Kata sandi minimal 6 karakter');
  });

  it('refuses a missing path parameter', () => {
    const result = prepareRequest(authEndpoints.changePassword, { body: { current_password: 'lama-rahasia1', password: 'rahasia123' } } as never);
    expect(result.ok).toBe(false);
  });

  it('normalises the login email as the contract does', () => {
    const result = prepareRequest(authEndpoints.login, { body: { email: ' Admin@ERP.local ', password: 'x' } });
    expect(result.ok && result.value.body).toEqual({ email: 'admin@erp.local', password: 'x' });
  });
});

describe('parseResponse', () => {
  it('passes a body that matches the contract', () => {
    expect(parseResponse(authEndpoints.logout, { status: 'ok' })).toEqual({ ok: true, value: { status: 'ok' } });
  });

  it('turns a body that does not match into an INTERNAL error instead of wrong data', () => {
    const original = console.error;
    console.error = () => {};
    try {
      const result = parseResponse(authEndpoints.logout, { status: 'maybe' });
      expect(result).toEqual({ ok: false, error: { code: 'INTERNAL', message: BAD_RESPONSE_MESSAGE, status: 200 } });
    } finally {
      console.error = original;
    }
  });
});
