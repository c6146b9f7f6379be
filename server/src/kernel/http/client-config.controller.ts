import { Get } from '@nestjs/common';
import { ApiOperation, ApiProperty } from '@nestjs/swagger';
import { Public } from './access.decorators.js';
import { AppConfig } from '../config/app-config.js';
import { Answers } from './answers.decorator.js';
import { ApiController } from './api-controller.js';

class ClientConfigResponse {
  @ApiProperty({ description: 'Map tile URL template with {z}, {x}, {y} (MAP_TILE_URL)', example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
  mapTileUrl: string;
  @ApiProperty({
    description: 'REQUIRE_STAFF_2FA: staff accounts without two-factor sign-in are kept on /profile until they enrol',
    example: true,
  })
  requireStaffTwoFactor: boolean;
}

/** Public settings the browser needs at run time (the client is built once and configured by the server). */
@ApiController('config', 'config')
export class ClientConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Public client settings (map tiles, staff two-factor rule)' })
  @Answers({ ok: ClientConfigResponse })
  getClientConfig(): ClientConfigResponse {
    return { mapTileUrl: this.config.MAP_TILE_URL, requireStaffTwoFactor: this.config.REQUIRE_STAFF_2FA };
  }
}
