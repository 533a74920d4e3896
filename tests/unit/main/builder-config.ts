import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The project's root and its electron-builder.yml as data, for the tests that check the packaging. */
export const root = path.resolve(import.meta.dirname, '../../..');

export type BuilderConfig = Record<string, unknown> & {
  directories?: { buildResources?: string; output?: string };
  files?: string[];
  asarUnpack?: string[];
  linux?: { icon?: string };
  win?: { icon?: string };
  electronFuses?: Record<string, unknown>;
};

export const builderConfig = (): BuilderConfig => parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
