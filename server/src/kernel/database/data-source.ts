import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { typeormOptions } from './typeorm-options.js';

/** The data source for the TypeORM CLI (`npx typeorm migration:run -d server/dist/.../data-source.js`). */
export default new DataSource(typeormOptions(loadConfig().DATABASE_URL));
