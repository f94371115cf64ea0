// GET /media/:name: stored images, immutable (the name is the content's hash).
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { errorBodyFor } from '../../http/errors'
import { MEDIA_NAME_PATTERN, type ImageStore } from '../../media/image-store'

export const mediaRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (app, { images }) => {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params
    const notFound = () =>
      reply.status(404).send(errorBodyFor(request, 'not_found', 'No such image.'))
    if (!MEDIA_NAME_PATTERN.test(name)) return notFound()
    const file = path.join(images.dir, name)
    try {
      const stat = await fs.promises.stat(file)
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(fs.createReadStream(file))
    } catch {
      return notFound()
    }
  })
}
