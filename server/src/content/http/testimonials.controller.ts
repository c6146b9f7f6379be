import { Body, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { AdminOnly, CurrentUser, Public, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { CreateTestimonialCommand } from '../application/commands/create-testimonial/create-testimonial.command.js';
import { DeleteTestimonialCommand } from '../application/commands/delete-testimonial/delete-testimonial.command.js';
import { UpdateTestimonialCommand } from '../application/commands/update-testimonial/update-testimonial.command.js';
import { TestimonialsService } from '../application/testimonials.service.js';
import {
  CreateTestimonialRequest,
  PublicTestimonialListResponse,
  PublicTestimonialResponse,
  TestimonialListResponse,
  TestimonialResponse,
  UpdateTestimonialRequest,
} from './dto/testimonial.dto.js';

const M = Messages.admin.testimonials;
const ID_PARAM = { name: 'id', description: 'Testimonial id (uuid); unknown is 404', format: 'uuid' } as const;

/** The home page's testimonials (citizen spec section 1): public, enabled ones with consent only, by order. */
@ApiController('content', 'testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'List the testimonials shown on the home page',
    description: 'Enabled testimonials whose consent is recorded, by order. Empty: the section is hidden.',
  })
  @Answers({ ok: PublicTestimonialListResponse })
  async listTestimonials(): Promise<PublicTestimonialListResponse> {
    return { items: (await this.testimonials.listPublic()).map(PublicTestimonialResponse.of) };
  }
}

/** The testimonials admin (docs/adr/0045-testimonials.md): admins holding the `categories` module, or superadmins. */
@ApiController('content', 'admin/testimonials')
export class AdminTestimonialsController {
  constructor(
    private readonly testimonials: TestimonialsService,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @AdminOnly('categories')
  @ApiOperation({ summary: 'List all testimonials for the admin', description: 'Enabled or not, with or without consent, by order.' })
  @Answers({ ok: TestimonialListResponse })
  async listAdminTestimonials(): Promise<TestimonialListResponse> {
    return { items: (await this.testimonials.listAll()).map(TestimonialResponse.of) };
  }

  @Post()
  @AdminOnly('categories')
  @ApiOperation({
    summary: 'Create a testimonial',
    description: `quote ('${M.quoteRequired}') and name ('${M.nameRequired}') required; consent true records the date; order defaults to the last plus 10. Audited (TestimonialCreated).`,
  })
  @Answers({ created: TestimonialResponse })
  async createTestimonial(@Body() body: CreateTestimonialRequest, @CurrentUser() user: AuthenticatedUser): Promise<TestimonialResponse> {
    return TestimonialResponse.of(await this.commands.execute(new CreateTestimonialCommand(body, { id: user.id, email: user.email })));
  }

  @Patch(':id')
  @AdminOnly('categories')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Update a testimonial', description: 'Any subset of the creation fields, same rules. Audited (TestimonialUpdated).' })
  @Answers({ ok: TestimonialResponse, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateTestimonial(
    @Param('id') id: string,
    @Body() body: UpdateTestimonialRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<TestimonialResponse> {
    return TestimonialResponse.of(await this.commands.execute(new UpdateTestimonialCommand(id, body, { id: user.id, email: user.email })));
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminOnly('categories')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Delete a testimonial', description: 'Audited (TestimonialDeleted).' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @Answers({ notFound: `NOT_FOUND: '${M.notFound}'` })
  async deleteTestimonial(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commands.execute(new DeleteTestimonialCommand(id, { id: user.id, email: user.email }));
  }
}
