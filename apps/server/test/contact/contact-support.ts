import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contactSubmissions } from '../../src/db/schema/index.js';
import type { TestApp } from '../support/test-app.js';

export const DEMO_REQUEST = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Acme.example',
  company: 'Acme Insurance',
  jobTitle: 'Procurement Lead',
  companySize: '500-1000',
  phone: '+1 (555) 010-0199',
  message: 'We run 40 RFPs a year and would like to see the scoring.',
};

export const CONTACT_MESSAGE = {
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@bletchley.example',
  message: 'Do you support PANEL projects for our brokers?',
};

export const storedSubmissions = (testApp: TestApp) => testApp.running.app.db.select().from(contactSubmissions);

/**
 * A stand-in for the human-verification service on a loopback port: it accepts the answer 'human' only. Closed
 * with the returned function.
 */
export async function startCaptchaService() {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const success = new URLSearchParams(body).get('response') === 'human';
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
