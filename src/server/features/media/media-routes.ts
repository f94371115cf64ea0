// GET /media/:name: stored images (src/server/media/image-store.ts), from files or the database.
// The name is the content's hash, so an image never changes: cached for a year as immutable, with
// the hash as its ETag for the caches that revalidate anyway, so a CDN in front can keep it.
import type { FastifyPluginAsync } from 'fastify'
import { errorBodyFor } from '../../http/errors'
import type { ImageStore } from '../../media/image-store'

export const mediaRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (app, { images }) => {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const { name } = request.params
    const etag = `"${name.replace(/\.webp$/, '')}"`
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    const image = await images.open(name)
    if (!image) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .removeHeader('etag')
        .send(errorBodyFor(request, 'not_found', 'No such image.'))
    }
    const cached = request.headers['if-none-match']
    if (cached && cached.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      image.body.destroy()
      return reply.status(304).send()
    }
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', image.size)
      .send(image.body)
  })
}
